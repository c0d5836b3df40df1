# Aanlyn speel: die titel se knoppie, die Aanlyn-skerm, die kamer voor 'n wedstryd, die tafel se
# reël oor die kamer, en wat die bediener se weierings sê.

title-online = Aanlyn
title-online-tagline = Speel saam met vriende oral: open 'n kamer, of sluit aan met sy kode.
title-online-turns = { $count ->
    [one] Jou beurt in 1 aanlyn wedstryd
   *[other] Jou beurt in { $count } aanlyn wedstryde
}
title-online-open = { $count ->
    [one] 1 aanlyn wedstryd aan die gang
   *[other] { $count } aanlyn wedstryde aan die gang
}
seat-online = Aanlyn speler
seat-label-named = { $name } · { $who }

online-heading = Aanlyn
online-host-heading = Open 'n kamer
online-host-how = Kies 'n speletjie en stel 'n plek op “Aanlyn speler”. Jou vriende kom in met die kamer se kode.
online-local = Bied aan op hierdie netwerk
online-local-on = Hierdie rekenaar bied aan op die netwerk by { $address }: kamers wat jy nou open, bly hier.
online-local-failed = Hierdie rekenaar kan nie aanbied nie: { $what }
online-join-heading = Sluit by 'n vriend aan
online-code = Kamerkode
online-name = Jou naam
online-join = Sluit aan
online-advanced = Gevorderd
online-server = Bediener
online-bad-code = 'n Kamerkode het ses letters en syfers, soos K7M 2QX.
online-mine-heading = Jou wedstryde
online-mine = { $code } · { $game } · { $state }
online-mine-turn = jou beurt
online-mine-wait = wag vir die ander

online-room = Kamer
online-room-host-how = Gee jou vriende hierdie kode: hulle kies Aanlyn en dan Sluit aan. Die wedstryd begin sodra elke plek gevul is.
online-room-guest-how = Jy is binne. Die wedstryd begin sodra elke plek gevul is.
online-room-lan = Op die ander rekenaar: Aanlyn, Gevorderd, Bediener { $address }, en dan hierdie kode.
online-leave = Verlaat
online-seat = { $seat } · { $who }
online-seat-you = jy
online-seat-free = wag vir 'n speler…
online-seat-here = { $name }
online-seat-away = { $name }, weg vir { $time }

online-waiting = Wag vir { $name }… { $time }
online-left = { $name } het die tafel verlaat
online-reconnecting = Die verbinding is weg. Verbind weer…
online-unreachable = Die bediener by { $address } antwoord nie. Kyk by Aanlyn › Gevorderd, of begin een met “make server”.
online-version = Hierdie kamer is nie oop vir jou nie: { $what }.
online-full = Al die plekke in hierdie kamer is gevul.
online-token-gone = Hierdie skerm se plek in die kamer bestaan nie meer nie: jy kom in as 'n nuweling.
online-server-full = Die bediener is vol: probeer weer oor 'n minuut.
online-no-room = Geen kamer het hierdie kode nie.
online-too-many-rooms = Hierdie adres het onlangs baie kamers geopen: probeer weer oor 'n paar minute.
online-too-many-tries = Te veel kodes wat nêrens heen lei nie: probeer weer oor 'n paar minute.
online-too-fast = Te veel boodskappe tegelyk: die bediener neem 'n paar per sekonde.
online-denied = Die bediener het dit geweier: { $what }
online-unknown-game = Die kamer speel 'n speletjie wat hierdie Parlour nie ken nie: { $what }.
online-bad-table = Die bediener se tafel kan nie gelees word nie: { $what }.
online-table-again = Weer verbind: die tafel soos dit staan
online-rematch = 'n Nuwe wedstryd in dieselfde kamer
online-refused-turn = Dit is nie jou beurt nie.
online-refused-stale = Die tafel het aangegaan voordat jou keuse aangekom het. Kies weer.
online-refused-over = Die wedstryd is verby.
online-refused = Die bediener het daardie keuse geweier: { $what }
notice-online-dropped = { $name } het die verbinding verloor. Die plek wag vir hom.
notice-undo-online = Ontdoen is af in aanlyn wedstryde.
pause-hand-over = Rekenaar speel vir { $name }
