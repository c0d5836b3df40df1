# Morfals: two tribes by a river place figures in the column their three 1-2-3 dice name, and eat
# the rival's figures they sandwich. The tribes' names, Jusqualos and Sang-Zarète, are the game's
# own: they stay the same in every language. Where a sentence says "the { $name }", $name is one
# of these two (a whole tribe: plural). Maltese: "{ $name }" without the article (it would have
# to change with the name: il-Jusqualos, is-Sang-Zarète), verb in the plural.

## The tribes, on the scoreboard, the setup screen, the results and inside the lines below.
morfals-seat-jusqualos = Jusqualos
morfals-seat-sang-zarete = Sang-Zarète

## Scoreboard: the short line under a tribe's name.
morfals-seat-detail = { $left } għat-tqegħid · { $on } fuq il-bord · rawnd { $round }

## Results screen: one line per round played, with the running score ($first: the Jusqualos',
## $second: the Sang-Zarète's).
morfals-result-round = Rawnd { $round }: { $name } +{ $points } · { $first } għal { $second }

## Turn panel, beside the board. Buttons (about 200 pixels wide).
morfals-throw = Itfa' d-dadi
morfals-next-round = Rawnd li jmiss

## Turn panel: its title line, who is to act.
morfals-panel-over = Il-logħba spiċċat
morfals-panel-thinking = { $name } qed jaħsbu…
morfals-panel-your-turn = { $name } · imissek
morfals-panel-to-play = Imiss lil { $name }

## Turn panel: the status line.
morfals-panel-status = Rawnd { $round } · l-ewwel li jilħaq { $target ->
    [one] { $target } punt
    [two] { $target } punti
    [few] { $target } punti
    [many] { $target }-il punt
   *[other] { $target } punt
}

## Turn panel: the detail line. The three dice thrown and the column their sum names; the
## winner of the round just over.
morfals-panel-dice = { $a } + { $b } + { $c }: kolonna { $column }
morfals-panel-round-won = { $name } rebħu r-rawnd

## Turn panel: the hint for the human to act, one short sentence.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
morfals-hint-throw = Żomm Itfa' d-dadi, mexxi biex timmira, erħi.
morfals-hint-place = { $device ->
    [touch] Mess kaxxa mdawla biex tqiegħed il-figura hemm.
   *[other] Qiegħed il-figura fuq kaxxa mdawla (ikklikkja, jew { key-arrows } + { key-select }).
}
morfals-hint-next-round = { $device ->
    [touch] Mess Rawnd li jmiss: il-bord jitbattal.
   *[other] Agħfas Rawnd li jmiss: il-bord jitbattal.
}

## Log (the last lines of the table, small): a throw ("Jusqualos throw 1-3-2: column 6"), a
## figure placed ($square is the column and row, "6/4"), figures in the river left uneaten.
morfals-log-throw = { $name } jitfgħu { $a }-{ $b }-{ $c }: kolonna { $column }
morfals-log-placed = { $name } iqiegħdu figura fuq { $square }
morfals-log-safe = { $n ->
    [one] { $n } figura fix-xmara: protetta milli tittiekel
    [two] { $n } figuri fix-xmara: protetti milli jittieklu
    [few] { $n } figuri fix-xmara: protetti milli jittieklu
    [many] { $n }-il figura fix-xmara: protetti milli jittieklu
   *[other] { $n } figura fix-xmara: protetti milli jittieklu
}

## Banner across the table (and the log): what happened, a short line.
# The dice came up 1, 2 and 3 in some order: the turn passes.
morfals-pass-one-two-three = 1-2-3! { $name } jgħaddu
morfals-pass-full-column = Il-kolonna mimlija: { $name } jgħaddu
morfals-eaten = { $name } jieklu figura fuq { $square }!
morfals-last-figure = L-aħħar figura! { $name } fadlilhom waħda biss
# Three equal dice: the tribe places and throws again.
morfals-again-triple = Tripla! { $name } jerġgħu jilagħbu
morfals-again-full-column = Il-kolonna mimlija: { $name } jerġgħu jitfgħu
# $points: one per figure left in the loser's reserve; $first and $second: the match score, the
# Jusqualos' first.
morfals-round-won = { $name } jirbħu r-rawnd { $round }: +{ $points } · { $first } għal { $second }
# Also the banner when a match opens (round 1).
morfals-round-started = Rawnd { $round } · jibdew { $name }
morfals-resigned = { $name } ċedew

## Rules panel of the pause menu: (heading, paragraph) pairs, written from the level's options.
morfals-rules-goal = L-għan
morfals-rules-goal-text =
    Żewġ tribujiet, { $first } u { $second }, u kull waħda għandha { $figures ->
        [one] figura waħda
        [two] { $figures } figuri
        [few] { $figures } figuri
        [many] { $figures }-il figura
       *[other] { $figures } figura
    }. Qiegħed il-figuri kollha tiegħek biex tirbaħ ir-rawnd; min jilħaq l-ewwel { $target ->
        [one] punt wieħed
        [two] { $target } punti
        [few] { $target } punti
        [many] { $target }-il punt
       *[other] { $target } punt
    } jirbaħ il-logħba.
morfals-rules-turn = Id-dawra tiegħek
# $columns: the columns' labels, the dice sums, "3, 4, 5, 6, 7, 8, 9".
morfals-rules-turn-text =
    Itfa' t-tliet dadi (uċuħ minn 1 sa 3). It-total tagħhom jagħżel il-kolonna ({ $columns }): qiegħed il-figura li jmiss tiegħek fuq kaxxa vojta fiha. 1-2-3 fi kwalunkwe ordni jgħaddi d-dawra; bi tripla tqiegħed u terġa' tilgħab.
morfals-rules-full-column = Kolonna mimlija
morfals-rules-full-column-text = { $rule ->
    [roll-again] Jekk il-kolonna tat-total tkun mimlija, erġa' itfa' d-dadi.
   *[pass] Jekk il-kolonna tat-total tkun mimlija, id-dawra tgħaddi.
}
morfals-rules-eating = Kif tiekol
# $wrap: whether lines continue across the board's edges, in every direction, only up and down
# the columns, or not at all.
morfals-rules-eating-text =
    Tiekol biss il-figura li għadha kemm tqiegħdet: f'kull waħda mit-8 direzzjonijiet, il-figuri tal-avversarju f'ringiela bejnha u waħda minn tiegħek jittieklu u jmorru lura fir-riżerva ta' sidhom.{ $wrap ->
        [all] {" "}Linja tista' toħroġ minn tarf tal-bord u tidħol mit-tarf oppost, f'kull direzzjoni.
        [columns] {" "}Linja 'l fuq jew 'l isfel f'kolonna tista' toħroġ minn tarf u tidħol mit-tarf l-ieħor.
       *[none] {""}
    } Figura li titqiegħed bejn żewġ għedewwa ma tittikilx.
morfals-rules-river = Ix-xmara
# $river: the river's column labels ("6"); $count: how many there are.
morfals-rules-river-text =
    Figura fix-xmara ({ $count ->
        [one] kolonna
        [two] kolonni
        [few] kolonni
        [many] kolonni
       *[other] kolonni
    } { $river }) ma tistax tittiekel, iżda tgħodd biex tagħfas figuri bejn tnejn. { $rule ->
        [blocks] Figura tax-xmara f'nofs linja tipproteġi l-linja kollha.
       *[closes] Figura tax-xmara f'nofs linja tibqa'; l-oħrajn jittieklu.
    }
morfals-rules-rounds = Ir-rawnds
morfals-rules-rounds-text =
    Ir-rebbieħ tar-rawnd jieħu punt għal kull figura li fadal fir-riżerva ta' min tilef. { $starter ->
        [winner] Ir-rebbieħ jibda r-rawnd li jmiss.
        [alternate] Il-plejers jibdew ir-rawnds bid-dawr.
       *[loser] Min tilef jibda r-rawnd li jmiss.
    }

## Hints (after "Hint: "): the hard computer player's choice. $square: column and row ("6/4").
morfals-advice-roll = itfa' d-dadi
morfals-advice-place = qiegħed il-figura fuq { $square }
morfals-advice-next-round = ibda r-rawnd li jmiss
