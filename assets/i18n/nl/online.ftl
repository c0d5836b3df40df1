# Online spelen: de knop op het titelscherm, het scherm Online, de kamer vóór een partij, de regel
# op tafel over de kamer, en wat de weigeringen van de server zeggen.

title-online = Online
title-online-tagline = Speel met vrienden waar ook ter wereld: open een kamer, of doe mee met een code.
title-online-turns = { $count ->
    [one] Je bent aan de beurt in 1 online partij
   *[other] Je bent aan de beurt in { $count } online partijen
}
title-online-open = { $count ->
    [one] 1 online partij bezig
   *[other] { $count } online partijen bezig
}
seat-online = Online speler
seat-label-named = { $name } · { $who }

online-heading = Online
online-host-heading = Een kamer openen
online-host-how = Kies een spel en zet een plaats op ‘Online speler’. Je vrienden komen binnen met de code van de kamer.
online-local = Hosten op dit netwerk
online-local-on = Deze computer host op het netwerk op { $address }: kamers die je nu opent, staan hier.
online-local-failed = Deze computer kan niet hosten: { $what }
online-join-heading = Meedoen met een vriend
online-code = Kamercode
online-name = Je naam
online-join = Meedoen
online-advanced = Geavanceerd
online-server = Server
online-bad-code = Een kamercode heeft zes letters en cijfers, zoals K7M 2QX.
online-mine-heading = Je partijen
online-mine = { $code } · { $game } · { $state }
online-mine-turn = jij bent aan de beurt
online-mine-wait = wacht op de anderen

online-room = Kamer
online-room-host-how = Geef je vrienden deze code: ze kiezen Online en dan Meedoen. De partij begint zodra elke plaats bezet is.
online-room-guest-how = Je bent binnen. De partij begint zodra elke plaats bezet is.
online-room-lan = Op de andere computer: Online, Geavanceerd, Server { $address }, en dan deze code.
online-leave = Verlaten
online-seat = { $seat } · { $who }
online-seat-you = jij
online-seat-free = wacht op een speler…
online-seat-here = { $name }
online-seat-away = { $name }, weg sinds { $time }

online-waiting = Wachten op { $name }… { $time }
online-left = { $name } heeft de tafel verlaten
online-reconnecting = De verbinding is weg. Opnieuw verbinden…
online-unreachable = De server op { $address } is niet bereikbaar. Kijk bij Online › Geavanceerd, of start er een met ‘make server’.
online-version = Deze kamer kan niet: { $what }.
online-full = Alle plaatsen in deze kamer zijn bezet.
online-token-gone = De plaats van dit scherm in de kamer bestaat niet meer: je komt binnen als nieuweling.
online-server-full = De server is vol: probeer het over een minuut opnieuw.
online-no-room = Er is geen kamer met deze code.
online-too-many-rooms = Dit adres opende de laatste tijd veel kamers: probeer het over een paar minuten opnieuw.
online-too-many-tries = Te veel codes die nergens heen leiden: probeer het over een paar minuten opnieuw.
online-too-fast = Te veel berichten tegelijk: de server neemt er een paar per seconde.
online-denied = De server weigerde dat: { $what }
online-unknown-game = De kamer speelt een spel dat deze Parlour niet kent: { $what }.
online-bad-table = De tafel van de server is onleesbaar: { $what }.
online-table-again = Weer verbonden: de tafel zoals hij staat
online-rematch = Een nieuwe partij in dezelfde kamer
online-refused-turn = Je bent niet aan de beurt.
online-refused-stale = De tafel was al verder toen je keuze aankwam. Kies opnieuw.
online-refused-over = De partij is voorbij.
online-refused = De server weigerde die keuze: { $what }
notice-online-dropped = { $name } heeft de verbinding verloren. De plaats wacht op hem.
notice-undo-online = Ongedaan maken kan niet in online partijen.
pause-hand-over = Computer speelt voor { $name }
