# Online spelen: de knop op het titelscherm, het scherm Online, de kamer vóór een partij, de regel
# op tafel over de kamer, en wat de weigeringen van de gastheer zeggen.

title-online = Online
title-online-tagline = Speel met vrienden achter een ander scherm: open een partij, of doe mee met een code.
seat-online = Online speler
seat-label-named = { $name } · { $who }

online-heading = Online
online-host-heading = Een partij openen
online-host-how = Kies een spel en zet een plaats op ‘Online speler’. Je vrienden komen binnen met de code van de kamer.
online-join-heading = Meedoen met een vriend
online-code = Kamercode
online-name = Je naam
online-join = Meedoen
online-server = Server
online-bad-code = Een kamercode heeft zes letters en cijfers, zoals K7M 2QX.

online-room = Kamer
online-room-host-how = Geef je vrienden deze code: ze kiezen Online en dan Meedoen.
online-room-guest-how = Je bent binnen. De gastheer begint zodra elke plaats bezet is.
online-leave = Verlaten
online-not-ready = Elke online plaats heeft eerst een speler nodig.
online-seat = { $seat } · { $who }
online-seat-you = jij
online-seat-host = de gastheer
online-seat-free = wacht op een speler…
online-seat-here = { $name }
online-seat-away = { $name }, weg sinds { $time }

online-waiting = Wachten op { $name }… { $time }
online-host-left = De gastheer heeft de tafel verlaten. De partij gaat verder als hij terugkomt met dezelfde code.
online-signal-lost = De server op { $address } is niet bereikbaar. Controleer het adres bij Online, of start er een met ‘make signal’.
online-version = Deze kamer kan niet: { $what }.
online-full = Alle plaatsen in deze kamer zijn bezet.
online-unknown-game = De gastheer speelt een spel dat deze Parlour niet kent: { $what }.
online-bad-table = De tafel van de gastheer is onleesbaar: { $what }.
online-table-again = De gastheer is terug: de tafel zoals hij staat
online-refused-turn = Je bent niet aan de beurt.
online-refused-stale = De tafel was al verder toen je keuze aankwam. Kies opnieuw.
online-refused-over = De partij is voorbij.
online-refused = De gastheer weigerde die keuze: { $what }
notice-online-dropped = { $name } heeft de verbinding verloren. De plaats wacht op hem.
notice-undo-online = Ongedaan maken kan niet in online partijen.
pause-hand-over = Computer speelt voor { $name }
