# Il-logħob fuq l-internet: il-buttuna tat-titlu, l-iskrin Online, il-kamra qabel il-logħba,
# il-linja tal-mejda dwar il-kamra, u x'jgħidu r-rifjuti tal-ospitant.

title-online = Fuq l-internet
title-online-tagline = Ilgħab ma' sħabek minn skrins oħra: iftaħ logħba, jew idħol f'waħda bil-kodiċi tagħha.
seat-online = Plejer fuq l-internet
seat-label-named = { $name } · { $who }

online-heading = Fuq l-internet
online-host-heading = Iftaħ logħba
online-host-how = Agħżel logħba, imbagħad qiegħed post fuq “Plejer fuq l-internet”. Sħabek jidħlu bil-kodiċi tal-kamra.
online-join-heading = Idħol fil-logħba ta' ħabib
online-code = Kodiċi tal-kamra
online-name = Ismek
online-join = Idħol
online-server = Is-server
online-bad-code = Kodiċi tal-kamra għandu sitt ittri u ċifri, bħal K7M 2QX.

online-room = Kamra
online-room-host-how = Agħti dan il-kodiċi lil sħabek: jagħżlu Fuq l-internet, imbagħad Idħol.
online-room-guest-how = Dħalt. L-ospitant jibda meta l-postijiet kollha jimtlew.
online-leave = Oħroġ
online-not-ready = Kull post fuq l-internet irid il-plejer tiegħu qabel ma tibda l-logħba.
online-seat = { $seat } · { $who }
online-seat-you = int
online-seat-host = l-ospitant
online-seat-free = qed jistenna plejer…
online-seat-here = { $name }
online-seat-away = { $name }, nieqes minn { $time }

online-waiting = Qed nistennew lil { $name }… { $time }
online-host-left = L-ospitant ħalla l-mejda. Il-logħba tkompli meta jerġa' lura bl-istess kodiċi.
online-signal-lost = Is-server f'{ $address } ma jwieġibx. Iċċekkja l-indirizz f'Fuq l-internet, jew ibda wieħed b'“make signal”.
online-version = Ma tistax tidħol f'din il-kamra: { $what }.
online-full = Il-postijiet kollha ta' din il-kamra huma meħuda.
online-unknown-game = L-ospitant qed jilgħab logħba li dan il-Parlour ma jafx: { $what }.
online-bad-table = Il-mejda tal-ospitant ma tinqarax: { $what }.
online-table-again = L-ospitant reġa' lura: il-mejda kif inhi
online-refused-turn = Mhux dawrek.
online-refused-stale = Il-mejda mxiet qabel ma waslet id-deċiżjoni tiegħek. Erġa' iddeċiedi.
online-refused-over = Il-logħba spiċċat.
online-refused = L-ospitant irrifjuta dik id-deċiżjoni: { $what }
notice-online-dropped = { $name } tilef il-konnessjoni. Il-post tiegħu qed jistennieh.
notice-undo-online = M'hemmx “lura” fil-logħob fuq l-internet.
pause-hand-over = Il-kompjuter jilgħab flok { $name }
