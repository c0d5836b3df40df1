# Il-logħob fuq l-internet: il-buttuna tat-titlu, l-iskrin Online, il-kamra qabel il-logħba,
# il-linja tal-mejda dwar il-kamra, u x'jgħidu r-rifjuti tas-server.

title-online = Fuq l-internet
title-online-tagline = Ilgħab ma' sħabek minn kull fejn: iftaħ kamra, jew idħol f'waħda bil-kodiċi tagħha.
title-online-turns = { $count ->
    [one] Dawrek f'logħba waħda fuq l-internet
   *[other] Dawrek f'{ $count } logħbiet fuq l-internet
}
title-online-open = { $count ->
    [one] Logħba waħda fuq l-internet għaddejja
   *[other] { $count } logħbiet fuq l-internet għaddejjin
}
seat-online = Plejer fuq l-internet
seat-label-named = { $name } · { $who }

online-heading = Fuq l-internet
online-host-heading = Iftaħ kamra
online-host-how = Agħżel logħba, imbagħad qiegħed post fuq “Plejer fuq l-internet”. Sħabek jidħlu bil-kodiċi tal-kamra.
online-local = Ospita fuq dan in-network
online-local-on = Dan il-kompjuter qed jospita fuq in-network f'{ $address }: il-kmamar li tiftaħ issa jibqgħu hawn.
online-local-failed = Dan il-kompjuter ma jistax jospita: { $what }
online-join-heading = Idħol fil-logħba ta' ħabib
online-code = Kodiċi tal-kamra
online-name = Ismek
online-join = Idħol
online-advanced = Avvanzat
online-server = Is-server
online-bad-code = Kodiċi tal-kamra għandu sitt ittri u ċifri, bħal K7M 2QX.
online-mine-heading = Il-logħbiet tiegħek
online-mine = { $code } · { $game } · { $state }
online-mine-turn = dawrek
online-mine-wait = qed nistennew lill-oħrajn

online-room = Kamra
online-room-host-how = Agħti dan il-kodiċi lil sħabek: jagħżlu Fuq l-internet, imbagħad Idħol. Il-logħba tibda meta l-postijiet kollha jimtlew.
online-room-guest-how = Dħalt. Il-logħba tibda meta l-postijiet kollha jimtlew.
online-room-lan = Fuq il-kompjuter l-ieħor: Fuq l-internet, Avvanzat, Is-server { $address }, imbagħad dan il-kodiċi.
online-leave = Oħroġ
online-seat = { $seat } · { $who }
online-seat-you = int
online-seat-free = qed jistenna plejer…
online-seat-here = { $name }
online-seat-away = { $name }, nieqes minn { $time }

online-waiting = Qed nistennew lil { $name }… { $time }
online-left = { $name } telaq mill-mejda
online-reconnecting = Il-konnessjoni waqgħet. Qed nerġgħu nikkonnettjaw…
online-unreachable = Is-server f'{ $address } ma jwieġibx. Ara Fuq l-internet › Avvanzat, jew ibda wieħed b'“make server”.
online-version = Ma tistax tidħol f'din il-kamra: { $what }.
online-full = Il-postijiet kollha ta' din il-kamra huma meħuda.
online-token-gone = Il-post ta' dan l-iskrin fil-kamra m'għadux hemm: qed tidħol bħala wieħed ġdid.
online-server-full = Is-server mimli: erġa' pprova fi ftit minuta.
online-no-room = M'hemm l-ebda kamra b'dan il-kodiċi.
online-too-many-rooms = Dan l-indirizz fetaħ ħafna kmamar dan l-aħħar: erġa' pprova fi ftit minuti.
online-too-many-tries = Wisq kodiċi li ma jwasslu mkien: erġa' pprova fi ftit minuti.
online-too-fast = Wisq messaġġi f'daqqa: is-server jieħu ftit kull sekonda.
online-denied = Is-server irrifjuta: { $what }
online-unknown-game = Il-kamra qed tilgħab logħba li dan il-Parlour ma jafx: { $what }.
online-bad-table = Il-mejda tas-server ma tinqarax: { $what }.
online-table-again = Erġajna kkonnettjajna: il-mejda kif inhi
online-rematch = Logħba ġdida fl-istess kamra
online-refused-turn = Mhux dawrek.
online-refused-stale = Il-mejda mxiet qabel ma waslet id-deċiżjoni tiegħek. Erġa' iddeċiedi.
online-refused-over = Il-logħba spiċċat.
online-refused = Is-server irrifjuta dik id-deċiżjoni: { $what }
notice-online-dropped = { $name } tilef il-konnessjoni. Il-post tiegħu qed jistennieh.
notice-undo-online = M'hemmx “lura” fil-logħob fuq l-internet.
pause-hand-over = Il-kompjuter jilgħab flok { $name }
