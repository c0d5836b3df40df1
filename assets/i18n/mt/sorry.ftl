# Sorry!: the board game of cards, pawns, slides and bumps. The game's own terms are printed on
# the board and the cards in capitals: START, HOME, SAFETY ZONE, and the SORRY! card.
# Maltese: START = BIDU, HOME = DAR, SAFETY ZONE = ŻONA SIGURA, pawn = pedina (pl. pedini),
# square = kaxxa, slide = żurżieqa (jiżżerżaq), bump = jolqot (lura fil-BIDU), draw = jiġbed,
# discard = jarmi; the SORRY! card keeps its name, and so does the cry "Sorry".

## The four colours: the seats' names on the scoreboard, in the banner, the log and the results.
sorry-seat-red = Aħmar
sorry-seat-blue = Blu
sorry-seat-yellow = Isfar
sorry-seat-green = Aħdar

## The cards. $card is the number printed on the card, 0 for the SORRY! card.
# The card's label, alone ("7", "SORRY!"), as in "Forfeit the 7" and "Blue's 11: …".
sorry-card = { $card ->
        [0] SORRY!
       *[other] { $card }
    }
# The card with its article, as in "Red draws an 8: move 8".
# Maltese has no indefinite article: the card's label alone.
sorry-a-card = { $card ->
        [0] SORRY!
        [8] { $card }
        [11] { $card }
       *[other] { $card }
    }

# What each card does, in a few words: after the card in the banner ("Red draws a 3: move 3")
# and in the turn panel ("3: move 3"). "-modern": the 2013 cards.
sorry-use-1 = oħroġ pedina, jew imxi 1
sorry-use-2 = oħroġ pedina, jew imxi 2; imbagħad iġbed oħra
sorry-use-2-modern = oħroġ pedina, jew imxi 2
sorry-use-3 = imxi 3
sorry-use-4 = imxi 4 lura
sorry-use-5 = imxi 5
sorry-use-7 = imxi 7, jew aqsmu bejn żewġ pedini
sorry-use-8 = imxi 8
sorry-use-10 = imxi 10, jew 1 lura
sorry-use-11 = imxi 11, jew ibdel post ma' avversarju
sorry-use-12 = imxi 12
sorry-use-sorry = olqot avversarju b'pedina mill-BIDU
sorry-use-sorry-modern = olqot avversarju mill-BIDU, jew imxi 4

## Places on the board, in the log ("Red pawn square 12 → square 15"). $n is a number.
sorry-place-start = BIDU
sorry-place-home = DAR
sorry-place-square = kaxxa { $n }
sorry-place-safety = żona { $n }

## The opening banner. $variant is the variant's name ("Standard").
sorry-opening-highest = { $variant } · Min jibda? L-ogħla karta
sorry-opening-red = { $variant } · { sorry-seat-red } jibda

## The scoreboard: a short line under each seat's name, its parts joined by sorry-detail-join
## ("2 out · 1 in START · with Yellow · 5 cards"). The seat's pawns HOME are its score beside it.
sorry-detail-out = { $n } fil-logħba
sorry-detail-start = { $n } fil-BIDU
# $name: the partner's colour (Teams).
sorry-detail-partner = ma' { $name }
# How many cards the seat holds (Play for points).
sorry-detail-cards = { $n ->
        [one] karta waħda
        [few] { $n } karti
        [many] { $n }-il karta
       *[other] { $n } karta
    }
sorry-detail-resigned = irtira
sorry-detail-join = { $a } · { $b }

## The results screen, Play for points: how each seat's points were made, one line per seat.
## $home: its pawns HOME; $others: the opponents' pawns not HOME; $score: its points.
sorry-result-points = { $name }: { $home } fid-DAR × 5 = { $score }
sorry-result-points-winner = { $name }: { $home } fid-DAR × 5 + { $others ->
        [one] pedina avversarja waħda
        [few] { $others } pedini avversarji
        [many] { $others }-il pedina avversarja
       *[other] { $others } pedina avversarja
    } mhux fid-DAR × 5 = { $score }
sorry-result-points-bonus = { $name }: { $home } fid-DAR × 5 + { $others ->
        [one] pedina avversarja waħda
        [few] { $others } pedini avversarji
        [many] { $others }-il pedina avversarja
       *[other] { $others } pedina avversarja
    } mhux fid-DAR × 5 + bonus { $bonus } = { $score }

## The turn panel's title. $name: the seat to play.
sorry-title-over = Il-logħba spiċċat
sorry-title-thinking = { $name } qed jaħseb…
sorry-title-start-draw = Min jibda? { $name } jiġbed
sorry-title-your-turn = { $name } · id-dawra tiegħek
sorry-title-to-play = Imiss lil { $name }

## The turn panel's status line: the piles, the card drawn ($card) and what it does ($use).
sorry-status-start-draw = L-ogħla karta tibda (SORRY! tiswa 0)
sorry-status-reshuffle = Il-karti mormija se jitħalltu f'mazz ġdid
sorry-status-pile = { $n ->
        [one] Karta waħda fil-mazz
        [few] { $n } karti fil-mazz
        [many] { $n }-il karta fil-mazz
       *[other] { $n } karta fil-mazz
    }
sorry-status-card = { $card }: { $use }
sorry-status-playing = Qed tilgħab { $card }: { $use }
sorry-status-hand-hidden = Il-karti moħbija sa ma jgħaddu l-kontrolli
sorry-status-choose-card = Agħżel karta minn idejk
# While a 7 is split between two pawns: $done steps chosen, $rest left.
sorry-split-progress = Qsim tas-7: { $done } mexjin, { $rest } fadal għal pedina oħra

## The turn panel's hint for the human deciding.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
sorry-hint-ask = { $device ->
    [touch] Dik il-kaxxa tfisser żewġ mossi: mess waħda hawn fuq.
   *[other] Dik il-kaxxa tfisser żewġ mossi: agħżel waħda hawn fuq ({ key-back } biex tmur lura).
}
sorry-hint-draw = { $device ->
    [touch] Mess Iġbed.
   *[other] Agħfas Iġbed ({ key-select }).
}
sorry-hint-discard = L-ebda karta ma tista' timxi: agħżel waħda biex tarmiha.
sorry-hint-pick-card = Agħżel karta, imbagħad pedina mixgħula u fejn tmur.
sorry-hint-target = { $device ->
    [touch] Mess kaxxa mixgħula; mess il-pedina mill-ġdid biex iġġibha lura.
   *[other] Agħżel kaxxa mixgħula; { key-back } ireġġa' lura l-pedina.
}
sorry-hint-no-move = L-ebda mossa mhi possibbli.
sorry-hint-pick-pawn = { $device ->
    [touch] Mess pedina mixgħula, imbagħad fejn tmur; jew kaxkarha.
   *[other] Agħżel pedina mixgħula (klikk, jew { key-arrows } + { key-select }), imbagħad fejn tmur; jew kaxkarha.
}

## The turn panel's buttons (about 25 characters fit).
sorry-button-draw-first = Iġbed għall-ewwel plejer
sorry-button-draw = Iġbed karta
sorry-button-decline = Irrifjuta l-bdil
sorry-button-forfeit = Ċedi l-karta { $card }

## The turn panel's buttons when one square means two moves: the player chooses one.
## $steps: how far; $name: the opponent's colour.
sorry-ask-split-part = Imxi { $now } issa, u { $rest } b'pedina oħra
sorry-ask-start = Oħroġ pedina
sorry-ask-forward = Imxi { $steps } 'il quddiem
sorry-ask-forward-bump = Imxi { $steps } 'il quddiem u olqot lil { $name }
sorry-ask-backward = Imxi { $steps } lura
sorry-ask-backward-bump = Imxi { $steps } lura u olqot lil { $name }
sorry-ask-swap = Ibdel post ma' { $name }
sorry-ask-sorry = SORRY! Olqot lil { $name }
# A 7 split among pawns: $steps is each pawn's part joined by sorry-steps-plus ("3 + 4").
sorry-ask-split = Aqsam is-7: { $steps }
sorry-steps-plus = { $a } + { $b }

## The hand-over screen between two human players' turns (Play for points): the hand stays
## hidden until its player asks for it. $name: the seat to play.
sorry-handover-title = Id-dawra ta' { $name }
sorry-handover-text = { $device ->
    [touch] Għaddi l-iskrin lil { $name }, imbagħad mess biex turi l-karti ta' { $name }.
   *[other] Għaddi l-kontrolli lil { $name }, imbagħad agħfas biex turi l-karti ta' { $name }.
}
sorry-handover-show = Uri l-karti ta' { $name }

## The banner across the table (a short line; it is also written in the log).
## $name: the seat or colour acting; $card: the card with its article (sorry-a-card).
sorry-banner-tie = Parità! { $names } jerġgħu jiġbdu
sorry-banner-first = { $name } jilgħab l-ewwel
sorry-banner-draws = { $name } jiġbed { $card }: { $use }
sorry-banner-plays = { $name } jilgħab { $card }: { $use }
sorry-banner-discards = { $name } ma jistax jimxi: jarmi { $card }
# A slide that knocks pawns back to START; "Sorry!" is what the game is named after.
sorry-banner-slide-bump = Sorry! { $name } jiżżerżaq u jolqot pedina ta' { $victim }
sorry-banner-slide-bumps = Sorry! { $name } jiżżerżaq u jolqot { $n ->
        [one] pedina waħda
        [few] { $n } pedini
        [many] { $n }-il pedina
       *[other] { $n } pedina
    }
# $victim: the colour whose pawn goes back to START; $name: the colour that bumped it.
sorry-banner-bumped = Sorry, { $victim }! { $name } jolqtok lura fil-BIDU
sorry-banner-swap = { $name } jibdel post ma' { $other }
# $n: how many of the colour's four pawns are HOME.
sorry-banner-home = Pedina ta' { $name } fid-DAR · { $n } minn 4
sorry-banner-decline = { $name } jirrifjuta l-bdil u jċedi l-11
sorry-banner-forfeit = { $name } ma jistax jimxi: jċedi { $card }
# After a 2 (original cards): the same player draws (or, in Play for points, plays) again.
sorry-banner-again = It-2: { $name } jerġa' { $points ->
        [yes] jilgħab
       *[no] jiġbed
    }
sorry-banner-resigns = { $name } jirtira

## The log at the side of the table (one line each). $name: the seat that played $card (its
## label, sorry-card); $pawn: the moving pawn's colour; $from, $to: places (sorry-place-…);
## $n: a square's number.
sorry-log-start-draw = { $name } jiġbed { $card }{ $zero ->
        [yes] {" "}(tiswa 0)
       *[no] {""}
    } biex jara min jibda
sorry-log-reshuffled = Il-karti mormija jitħalltu f'mazz ġdid
sorry-log-out = { $card } ta' { $name }: pedina ta' { $pawn } toħroġ fuq { $to }
sorry-log-moved-card = { $card } ta' { $name }: pedina ta' { $pawn } { $from } → { $to }
sorry-log-moved = Pedina ta' { $pawn } { $from } → { $to }
sorry-log-slides = { $name } jiżżerżaq sal-kaxxa { $n }
sorry-log-bumped = { $name } jolqot lil { $victim } fil-kaxxa { $n }
sorry-log-swap = L-11 ta' { $name }: jibdel post ma' { $other } fil-kaxxa { $n }

## The rules panel of the pause menu: a heading (-title) and a paragraph per section, written
## for the variant being played. Keep each paragraph on one line.
sorry-rules-goal-title = Għan
sorry-rules-goal = { $goal ->
        [teams] { sorry-seat-red } u { sorry-seat-yellow } jilagħbu kontra { sorry-seat-blue } u { sorry-seat-green }; is-sħab joqogħdu biswit xulxin. L-ewwel tim li jdaħħal it-tmien pedini kollha fid-DAR jirbaħ.
        [points] Kun l-ewwel li ddaħħal l-erba' pedini tiegħek fid-DAR, u agħmel l-aktar punti.
       *[standard] Kun l-ewwel li ġġib l-erba' pedini tiegħek mill-BIDU sad-DAR.
    }
sorry-rules-start-title = Min jibda
sorry-rules-start = { $who ->
        [card] Kull plejer jiġbed karta; l-ogħla numru jibda (SORRY! tiswa 0) u min ikun indaqs jerġa' jiġbed. Imbagħad il-karti jerġgħu lura u l-mazz jitħallat.
       *[red] { sorry-seat-red } jibda.
    }
sorry-rules-turn-title = Id-dawra tiegħek
# $points: Play for points (a hand of $hand cards) or not.
sorry-rules-turn = { $points ->
        [yes] Tliet pedini jibdew fil-BIDU u r-raba' fuq iċ-ċirku tagħha. Kull plejer għandu { $hand ->
            [one] karta waħda
            [few] { $hand } karti
            [many] { $hand }-il karta
           *[other] { $hand } karta
        } f'idejh: fid-dawra tiegħek ilgħab waħda u imxi biha, imbagħad iġbed sa ma jkollok { $hand } mill-ġdid. Jekk l-ebda karta f'idejk ma tista' timxi, armi waħda u iġbed; id-dawra tiegħek tispiċċa.
       *[no] Iġbed il-karta ta' fuq u imxi biha; imbagħad id-dawra tgħaddi lill-plejer li jmiss, fid-direzzjoni tal-arloġġ. Trid timxi jekk tista', anke għad-dannu tiegħek; jekk ma jkollok l-ebda mossa valida, titlef il-karta.
    }
sorry-rules-cards-title = Il-karti
# $modern: the 2013 cards; $team-split: a 7 may be split among all of a team's pawns.
sorry-rules-cards = { $modern ->
        [yes] Kull karta tista' toħroġ pedina mill-BIDU fuq iċ-ċirku tagħha.{" "}
       *[no] {""}
    }1: oħroġ pedina jew imxi 1. { $modern ->
        [yes] 2: imxi 2.
       *[no] 2: oħroġ pedina jew imxi 2, imbagħad iġbed oħra.
    } 3, 5, 8, 12: imxi daqshekk. 4: imxi 4 lura. 7: imxi 7, { $team-split ->
        [yes] jew aqsam is-7 bejn kwalunkwe pedini tat-tim tiegħek
       *[no] jew aqsmu bejn żewġ pedini (l-ebda parti ma tista' toħroġ pedina)
    }. 10: imxi 10, jew 1 lura. 11: imxi 11, jew ibdel post ma' pedina avversarja fuq il-perkors (tista' tirrifjuta l-bdil). { $modern ->
        [yes] SORRY!: ħu pedina mill-BIDU fuq kaxxa li fiha pedina avversarja u olqotha lura fil-BIDU tagħha, jew imxi pedina 4 'il quddiem.
       *[no] SORRY!: ħu pedina mill-BIDU fuq kaxxa li fiha pedina avversarja u olqotha lura fil-BIDU tagħha.
    }
sorry-rules-moving-title = Kif timxi
# $safety: the number of squares of a SAFETY ZONE.
sorry-rules-moving = Il-pedini jaqbżu fuq xulxin. Jekk tieqaf fuq pedina avversarja, tolqotha lura fil-BIDU tagħha; ma tistax tieqaf fuq waħda tiegħek. Jekk tieqaf fuq it-trijangolu ta' żurżieqa ta' kulur ieħor, tiżżerżaq sat-tarf tagħha u tolqot kull pedina fit-triq, anke tiegħek. Iż-ŻONA SIGURA tiegħek ta' { $safety ->
        [one] kaxxa waħda
        [few] { $safety } kaxxi
        [many] { $safety }-il kaxxa
       *[other] { $safety } kaxxa
    } hija tiegħek biss: hemmhekk l-ebda pedina ma tintlaqat jew tinbidel, mossi lura qatt ma jidħlu fiha, u biex tasal fid-DAR trid l-għadd eżatt.
sorry-rules-teams-title = Timijiet
sorry-rules-teams = Bil-karta tiegħek tista' tmexxi wkoll il-pedini tas-sieħeb tiegħek, u anke toħroġhom; SORRY! trid tintlagħab anke meta l-unika mira tkun is-sieħeb tiegħek.
sorry-rules-points-title = Punti
# $bonus: whether only the highest bonus counts, or every bonus that applies.
sorry-rules-points = Meta plejer ikollu l-erba' pedini fid-DAR, il-logħba tispiċċa. Kulħadd jieħu 5 għal kull pedina fid-DAR; ir-rebbieħ jieħu wkoll 5 għal kull pedina avversarja mhux fid-DAR, flimkien ma' 25 jekk l-ebda avversarju m'għandu aktar minn żewġ pedini fid-DAR, 50 jekk ħadd m'għandu aktar minn waħda, 100 jekk ħadd m'għandu xejn ({ $bonus ->
        [highest] jgħodd biss l-ogħla bonus
       *[cumulative] jgħoddu l-bonusijiet kollha li japplikaw
    }). Il-karti huma moħbija: tara biss tiegħek.
sorry-rules-two-title = Żewġ plejers
sorry-rules-two = Iż-żewġ kuluri li mhumiex fil-logħba jibqgħu barra mill-bord.

## Hints (after "Hint: "): the hard computer player's choice. $card: a card's label; $place: where
## the pawn stands (sorry-place-*); $move: the move as the panel asks it (sorry-ask-*).
sorry-advice-move = { $move }, bil-pedina f'{ $place }
sorry-advice-play = il-karta { $card }: { $move }, bil-pedina f'{ $place }
# $places: where the pawns stand, as a list.
sorry-advice-split = { $move } (pedini f'{ $places })
sorry-advice-forfeit = ċedi l-karta
sorry-advice-discard = armi l-karta { $card }
