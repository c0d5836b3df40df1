# Aanlyn speel: die titel se knoppie, die Aanlyn-skerm, die kamer voor 'n wedstryd, die tafel se
# reël oor die kamer, en wat die gasheer se weierings sê.

title-online = Aanlyn
title-online-tagline = Speel saam met vriende by ander skerms: open 'n wedstryd, of sluit aan met sy kode.
seat-online = Aanlyn speler
seat-label-named = { $name } · { $who }

online-heading = Aanlyn
online-host-heading = Open 'n wedstryd
online-host-how = Kies 'n speletjie en stel 'n plek op “Aanlyn speler”. Jou vriende kom in met die kamer se kode.
online-join-heading = Sluit by 'n vriend aan
online-code = Kamerkode
online-name = Jou naam
online-join = Sluit aan
online-server = Bediener
online-bad-code = 'n Kamerkode het ses letters en syfers, soos K7M 2QX.

online-room = Kamer
online-room-host-how = Gee jou vriende hierdie kode: hulle kies Aanlyn en dan Sluit aan.
online-room-guest-how = Jy is binne. Die gasheer begin sodra elke plek gevul is.
online-leave = Verlaat
online-not-ready = Elke aanlyn plek het eers sy speler nodig.
online-seat = { $seat } · { $who }
online-seat-you = jy
online-seat-host = die gasheer
online-seat-free = wag vir 'n speler…
online-seat-here = { $name }
online-seat-away = { $name }, weg vir { $time }

online-waiting = Wag vir { $name }… { $time }
online-host-left = Die gasheer het die tafel verlaat. Die wedstryd gaan voort wanneer hy met dieselfde kode terugkom.
online-signal-lost = Die bediener by { $address } antwoord nie. Kyk na die adres by Aanlyn, of begin een met “make signal”.
online-version = Hierdie kamer is nie oop vir jou nie: { $what }.
online-full = Al die plekke in hierdie kamer is gevul.
online-unknown-game = Die gasheer speel 'n speletjie wat hierdie Parlour nie ken nie: { $what }.
online-bad-table = Die gasheer se tafel kan nie gelees word nie: { $what }.
online-table-again = Die gasheer is terug: die tafel soos dit staan
online-refused-turn = Dit is nie jou beurt nie.
online-refused-stale = Die tafel het aangegaan voordat jou keuse aangekom het. Kies weer.
online-refused-over = Die wedstryd is verby.
online-refused = Die gasheer het daardie keuse geweier: { $what }
notice-online-dropped = { $name } het die verbinding verloor. Die plek wag vir hom.
notice-undo-online = Ontdoen is af in aanlyn wedstryde.
pause-hand-over = Rekenaar speel vir { $name }
