# Nine Men's Morris (with Six, Twelve Men's Morris and Morabaraba).
# $point, $from, $to: a point of the board by its coordinate ("d7"), never translated.
# Maltese: the game is "Morris ta' Disa' Irġiel"; man = biċċa (plural biċċiet), mill = mitħna
# (plural mtieħen), placing phase = il-fażi tal-issettjar, moving phase = il-fażi regolari,
# slide = iżżerżaq, fly = ittir / ittajjar (a piece). The sides "Abjad" and "Iswed" are
# masculine singular names, without the article.

## The two sides (scoreboard, turn panel, banners, log): light men and dark men.

morris-seat-white = Abjad
morris-seat-black = Iswed

## Scoreboard: the short line under a side's name, made of the parts below joined by
## morris-detail-join ("3 to place · 5 on the board · 2 lost · flies"). Keep it short.

morris-detail-to-place = { $n } għall-issettjar
morris-detail-on-board = { $n } fuq il-bord
morris-detail-lost = { $n } mitlufa
# The side is down to its last men and may move a man to any empty point.
morris-detail-flies = itir
morris-detail-join = { $a } · { $b }

## Banner when a new match opens. $variant: the variant's name ("Nine Men's Morris").

morris-opening = { $variant } · jibda l-Abjad

## Turn panel, first line: whose turn it is. $name: a side's name.

morris-turn-over = Il-logħba spiċċat
morris-turn-thinking = { $name } qed jaħseb…
# Only one person plays at this table, and it is their turn.
morris-turn-yours = { $name } · imissek
morris-turn-to-play = Imiss lil { $name }

## Turn panel, second line: what the side to play does now.
## $opponent: the name of the side whose men may be taken.

morris-status-place = Issettjar: fadal { $n ->
        [one] biċċa waħda
        [two] { $n } biċċiet
        [few] { $n } biċċiet
        [many] { $n }-il biċċa
       *[other] { $n } biċċa
    } x'tqiegħed
morris-status-slide = Fażi regolari: żerżaq biċċa tul linja
morris-status-fly = Titjir: tajjar biċċa għal kwalunkwe punt vakanti
morris-status-remove = Tneħħija: neħħi { $n ->
        [one] biċċa waħda
        [two] { $n } biċċiet
        [few] { $n } biċċiet
        [many] { $n }-il biċċa
       *[other] { $n } biċċa
    } ta' { $opponent }

## Turn panel, third line: the draw rules close to ending the match, joined by
## morris-detail-join. $n: the count so far; $limit: the count that draws the match.

morris-counter-repetition = Pożizzjoni ripetuta: { $n } minn { $limit }
morris-counter-no-removal = Mingħajr tneħħija: mossa { $n } minn { $limit }
# Both sides are down to their last men and fly.
morris-counter-endgame = It-tnejn itiru: mossa { $n } minn { $limit }
morris-counter-turns = Dawra { $n } minn { $limit }

## Turn panel, last line: a hint for the person deciding (mouse, arrows and Enter, or a
## controller).
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morris-hint-place = { $device ->
    [touch] Mess punt imdawwal.
   *[other] Ikklikkja punt imdawwal, jew imxi mal-linji ({ key-arrows }) u agħfas { key-select }.
}
morris-hint-remove = Neħħi biċċa mdawla (biċċa f'mitħna biss meta kollha jkunu f'mtieħen).
morris-hint-put-down = { $device ->
    [touch] Mess punt imdawwal biex tqegħedha hemm; mess il-biċċa mill-ġdid biex iġġibha lura.
   *[other] Qegħedha fuq punt imdawwal; { key-back } iġibha lura.
}
morris-hint-pick-up = { $device ->
    [touch] Mess biċċa mdawla, imbagħad fejn tmur; jew kaxkarha.
   *[other] Aqbad biċċa mdawla (ikklikkja jew { key-select }), imbagħad agħżel fejn tmur; jew kaxkarha.
}

## Banner (and log): a mill is closed, a side starts to fly, a side resigns.
## $name: the side that acts.

# The opponent ($name) has no man on the board that could be taken.
morris-banner-mill-nothing = Mitħna! { $name } m'għandu l-ebda biċċa fuq il-bord x'tittieħed
morris-banner-mill = Mitħna! { $name } jieħu biċċa
# Two mills (or more) closed by one move; $n: the men to take.
morris-banner-double-mill = Mitħna doppja! { $name } jieħu { $n ->
        [one] biċċa
        [two] { $n } biċċiet
        [few] { $n } biċċiet
        [many] { $n }-il biċċa
       *[other] { $n } biċċa
    }
# $n: how few men a side has when it may fly.
morris-banner-flying = { $name } baqagħlu { $n ->
        [one] biċċa waħda
        [two] { $n } biċċiet
        [few] { $n } biċċiet
        [many] { $n }-il biċċa
       *[other] { $n } biċċa
    }: { $name } itir
morris-banner-resigns = { $name } ċeda
morris-banner-row = Tlieta f'ringiela! { $name } rebaħ

## Log (the last lines of the match beside the table). $name: the side that acts.

morris-log-placed = { $name } iqiegħed biċċa fuq { $point }
# $flying: yes when the man flies to any empty point, no when it slides along a line.
morris-log-moved = { $name } { $flying ->
        [yes] itajjar
       *[no] iċaqlaq
    } biċċa minn { $from } għal { $to }
# $mills: the points of the mills closed ("a1-a4-a7 and a7-d7-g7"), joined by morris-log-mills-and.
morris-log-closes = { $name } jagħlaq { $mills }
morris-log-mills-and = { $a } u { $b }
# $victim: the side whose man is taken.
morris-log-removed = { $name } jieħu l-biċċa ta' { $victim } minn { $point }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options.

morris-rules-goal-heading = L-għan
morris-rules-goal = Kull plejer għandu { $men ->
        [one] biċċa waħda
        [two] { $men } biċċiet
        [few] { $men } biċċiet
        [many] { $men }-il biċċa
       *[other] { $men } biċċa
    }. Jekk tħalli lill-avversarju b'żewġ biċċiet biss, jew mingħajr mossa legali, tirbaħ.

morris-rules-placing-heading = Fażi tal-issettjar
morris-rules-placing = Il-bord għandu { $points ->
        [one] punt wieħed
        [two] { $points } punti
        [few] { $points } punti
        [many] { $points }-il punt
       *[other] { $points } punt
    }. Jibda l-Abjad: bid-dawr, kull plejer iqiegħed biċċa fuq punt vakanti, sakemm jitqiegħdu l-biċċiet kollha.

morris-rules-moving-heading = Fażi regolari
morris-rules-moving = Imbagħad, f'kull dawra żerżaq waħda mill-biċċiet tiegħek tul linja sal-punt vakanti li jmiss.

morris-rules-mills-heading = Mtieħen
# $removal: per-mill when each mill closed at once takes a man, one otherwise.
morris-rules-mills = Tliet biċċiet tiegħek wara xulxin fuq linja waħda jagħmlu mitħna. Meta tagħlaq mitħna, billi tqiegħed jew billi ċċaqlaq, tista' { $removal ->
        [per-mill] tneħħi biċċa tal-avversarju għal kull mitħna magħluqa
       *[one] tneħħi biċċa tal-avversarju
    }. Biċċa f'mitħna tista' titneħħa biss meta l-biċċiet kollha ta' dak il-plejer ikunu f'mtieħen.

morris-rules-flying-heading = Titjir
morris-rules-flying = Plejer li fadallu biss { $n ->
        [one] biċċa waħda
        [two] { $n } biċċiet
        [few] { $n } biċċiet
        [many] { $n }-il biċċa
       *[other] { $n } biċċa
    } jista' jtajjar biċċa għal kwalunkwe punt vakanti, mhux biss tul linja.

morris-rules-draws-heading = Patta
# $conditions: the variant's draw conditions below, joined by morris-rules-draws-or.
morris-rules-draws = Il-logħba tispiċċa patta meta { $conditions }.
morris-rules-draws-or = { $a }; jew meta { $b }
morris-rules-draw-full-board = il-fażi tal-issettjar timla l-bord
morris-rules-draw-repetition = l-istess pożizzjoni sseħħ { $n ->
        [one] { $n } darba
        [two] { $n } darbiet
        [few] { $n } darbiet
        [many] { $n }-il darba
       *[other] { $n } darba
    } u jkun imiss lill-istess plejer
morris-rules-draw-no-removal = kull plejer jagħmel { $n ->
        [one] { $n } mossa
        [two] { $n } mossi
        [few] { $n } mossi
        [many] { $n }-il mossa
       *[other] { $n } mossa
    } mingħajr ma tittieħed biċċa
morris-rules-draw-endgame = iż-żewġ plejers itiru u kull wieħed jagħmel { $n ->
        [one] { $n } mossa
        [two] { $n } mossi
        [few] { $n } mossi
        [many] { $n }-il mossa
       *[other] { $n } mossa
    } mingħajr ma tittieħed biċċa
morris-rules-draw-turns = { $n ->
        [one] tkun intlagħbet { $n } dawra
        [two] jkunu ntlagħbu { $n } dawriet
        [few] jkunu ntlagħbu { $n } dawriet
        [many] jkunu ntlagħbu { $n }-il dawra
       *[other] jkunu ntlagħbu { $n } dawra
    }

morris-rules-goal-row = Kull plejer għandu { $men ->
        [one] biċċa waħda
        [two] { $men } biċċiet
        [few] { $men } biċċiet
        [many] { $men }-il biċċa
       *[other] { $men } biċċa
    }. Agħmel ringiela ta' tlieta tul linja, { $lines ->
        [diagonals] mimduda, wieqfa jew minn rokna għal rokna,
       *[straight] mimduda jew wieqfa,
    } u tirbaħ minnufih, anki fil-fażi tal-issettjar; l-ebda biċċa ma titneħħa qatt. Plejer mingħajr mossa legali jitlef.
morris-rules-moving-anywhere = Imbagħad, f'kull dawra ċaqlaq waħda mill-biċċiet tiegħek għal kwalunkwe punt vakanti.
morris-rules-draw-moves = { $n ->
        [one] tintlagħab mossa waħda
        [two] jintlagħbu { $n } mossi
        [few] jintlagħbu { $n } mossi
        [many] jintlagħbu { $n }-il mossa
       *[other] jintlagħbu { $n } mossa
    } minn kull plejer wara l-issettjar

morris-rules-no-return-heading = Mossa lura
morris-rules-no-return = Biċċa li kissret mitħna u għalqet oħra ma tistax tmur dritt lura biex terġa' tagħlaq l-ewwel waħda fil-mossa li jmiss tagħha.

# The game's name over its scoreboard and results, before the variant's name (which names the
# number of men): "Morris · Nine Men's Morris".
morris-title = Morris

## Hints (after "Hint: "): the hard computer player's choice, by the points' coordinates.
morris-advice-place = qiegħed biċċa fuq { $point }
morris-advice-move = ċaqlaq il-biċċa minn { $from } għal { $to }
morris-advice-remove = neħħi l-biċċa minn { $point }
# $move: one of the above, when it closes a mill.
morris-advice-mill = { $move }: tagħmel mitħna
morris-advice-row = { $move }: tlieta f'ringiela jirbħu
