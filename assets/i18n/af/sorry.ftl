# Sorry! ("Jammer!" in Afrikaans): the board game of cards, pawns, slides and bumps. The game's own
# terms are printed on the board and the cards in capitals: BEGIN (START), HUIS (HOME),
# VEILIGHEIDSONE (SAFETY ZONE), and the JAMMER! (SORRY!) card.

## The four colours: the seats' names on the scoreboard, in the banner, the log and the results.
sorry-seat-red = Rooi
sorry-seat-blue = Blou
sorry-seat-yellow = Geel
sorry-seat-green = Groen

## The cards. $card is the number printed on the card, 0 for the SORRY! card.
# The card's label, alone ("7", "JAMMER!"), as in "Verbeur die 7" and "Blou se 11: …".
sorry-card = { $card ->
        [0] JAMMER!
       *[other] { $card }
    }
# The card with its article, as in "Rooi trek 'n 8: skuif 8".
sorry-a-card = { $card ->
        [0] 'n JAMMER!
       *[other] 'n { $card }
    }

# What each card does, in a few words: after the card in the banner ("Rooi trek 'n 3: skuif 3")
# and in the turn panel ("3: skuif 3"). "-modern": the 2013 cards.
sorry-use-1 = bring 'n pion uit, of skuif 1
sorry-use-2 = bring 'n pion uit, of skuif 2; trek dan weer
sorry-use-2-modern = bring 'n pion uit, of skuif 2
sorry-use-3 = skuif 3
sorry-use-4 = skuif 4 agtertoe
sorry-use-5 = skuif 5
sorry-use-7 = skuif 7, of verdeel dit tussen twee pionne
sorry-use-8 = skuif 8
sorry-use-10 = skuif 10, of 1 agtertoe
sorry-use-11 = skuif 11, of ruil met 'n teenstander
sorry-use-12 = skuif 12
sorry-use-sorry = stamp 'n teenstander met 'n pion uit BEGIN
sorry-use-sorry-modern = stamp 'n teenstander vanuit BEGIN, of skuif 4

## Places on the board, in the log ("Rooi se pion spasie 12 → spasie 15"). $n is a number.
sorry-place-start = BEGIN
sorry-place-home = HUIS
sorry-place-square = spasie { $n }
sorry-place-safety = veiligheid { $n }

## The opening banner. $variant is the variant's name ("Standaard").
sorry-opening-highest = { $variant } · Wie begin? Die hoogste kaart
sorry-opening-red = { $variant } · { sorry-seat-red } begin

## The scoreboard: a short line under each seat's name, its parts joined by sorry-detail-join
## ("2 uit · 1 in BEGIN · met Geel · 5 kaarte"). The seat's pawns HOME are its score beside it.
sorry-detail-out = { $n } uit
sorry-detail-start = { $n } in BEGIN
# $name: the partner's colour (Teams).
sorry-detail-partner = met { $name }
# How many cards the seat holds (Play for points).
sorry-detail-cards = { $n ->
        [one] { $n } kaart
       *[other] { $n } kaarte
    }
sorry-detail-resigned = het oorgegee
sorry-detail-join = { $a } · { $b }

## The results screen, Play for points: how each seat's points were made, one line per seat.
## $home: its pawns HOME; $others: the opponents' pawns not HOME; $score: its points.
sorry-result-points = { $name }: { $home } in HUIS × 5 = { $score }
sorry-result-points-winner = { $name }: { $home } in HUIS × 5 + { $others ->
        [one] { $others } teenstanderpion
       *[other] { $others } teenstanderpionne
    } buite HUIS × 5 = { $score }
sorry-result-points-bonus = { $name }: { $home } in HUIS × 5 + { $others ->
        [one] { $others } teenstanderpion
       *[other] { $others } teenstanderpionne
    } buite HUIS × 5 + bonus { $bonus } = { $score }

## The turn panel's title. $name: the seat to play.
sorry-title-over = Die spel is verby
sorry-title-thinking = { $name } dink…
sorry-title-start-draw = Wie begin? { $name } trek
sorry-title-your-turn = { $name } · jou beurt
sorry-title-to-play = { $name } se beurt

## The turn panel's status line: the piles, the card drawn ($card) and what it does ($use).
sorry-status-start-draw = Die hoogste kaart begin (JAMMER! tel 0)
sorry-status-reshuffle = Die weggooistapel word geskommel tot 'n nuwe trekstapel
sorry-status-pile = { $n ->
        [one] { $n } kaart in die trekstapel
       *[other] { $n } kaarte in die trekstapel
    }
sorry-status-card = { $card }: { $use }
sorry-status-playing = Jy speel { $card }: { $use }
sorry-status-hand-hidden = Hand bly versteek tot dit oorhandig is
sorry-status-choose-card = Kies 'n kaart uit jou hand
# While a 7 is split between two pawns: $done steps chosen, $rest left.
sorry-split-progress = Verdeel 7: { $done } geskuif, nog { $rest } met 'n ander pion

## The turn panel's hint for the human deciding.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
sorry-hint-ask = { $device ->
    [touch] Daardie spasie beteken twee skuiwe: tik een hierbo.
   *[other] Daardie spasie beteken twee skuiwe: kies een hierbo ({ key-back } gaan terug).
}
sorry-hint-draw = { $device ->
    [touch] Tik om 'n kaart te trek.
   *[other] Trek 'n kaart ({ key-select }).
}
sorry-hint-discard = Jy kan met geen kaart skuif nie: kies een om weg te gooi.
sorry-hint-pick-card = Kies 'n kaart, dan 'n verligte pion en waarheen dit gaan.
sorry-hint-target = { $device ->
    [touch] Tik op 'n verligte spasie; tik weer op die pion om dit terug te sit.
   *[other] Kies 'n verligte spasie; { key-back } sit die pion terug.
}
sorry-hint-no-move = Geen skuif is moontlik nie.
sorry-hint-pick-pawn = { $device ->
    [touch] Tik op 'n verligte pion, dan waarheen dit gaan; of sleep dit.
   *[other] Kies 'n verligte pion (klik, of { key-arrows } + { key-select }), dan waarheen dit gaan; of sleep dit.
}

## The turn panel's buttons (about 25 characters fit).
sorry-button-draw-first = Trek vir die eerste beurt
sorry-button-draw = Trek 'n kaart
sorry-button-decline = Weier die ruil
sorry-button-forfeit = Verbeur die { $card }

## The turn panel's buttons when one square means two moves: the player chooses one.
## $steps: how far; $name: the opponent's colour.
sorry-ask-split-part = Skuif { $now } nou, { $rest } met 'n ander pion
sorry-ask-start = Bring 'n pion uit
sorry-ask-forward = Skuif { $steps } vorentoe
sorry-ask-forward-bump = Skuif { $steps } vorentoe en stamp { $name }
sorry-ask-backward = Skuif { $steps } agtertoe
sorry-ask-backward-bump = Skuif { $steps } agtertoe en stamp { $name }
sorry-ask-swap = Ruil plek met { $name }
sorry-ask-sorry = JAMMER! Stamp { $name }
# A 7 split among pawns: $steps is each pawn's part joined by sorry-steps-plus ("3 + 4").
sorry-ask-split = Verdeel die 7: { $steps }
sorry-steps-plus = { $a } + { $b }

## The hand-over screen between two human players' turns (Play for points): the hand stays
## hidden until its player asks for it. $name: the seat to play.
sorry-handover-title = { $name } se beurt
sorry-handover-text = { $device ->
    [touch] Gee die skerm aan { $name }, en tik dan om { $name } se hand te wys.
   *[other] Gee die beheer aan { $name }, en druk dan om { $name } se hand te wys.
}
sorry-handover-show = Wys { $name } se hand

## The banner across the table (a short line; it is also written in the log).
## $name: the seat or colour acting; $card: the card with its article (sorry-a-card).
sorry-banner-tie = Gelykop! { $names } trek weer
sorry-banner-first = { $name } speel eerste
sorry-banner-draws = { $name } trek { $card }: { $use }
sorry-banner-plays = { $name } speel { $card }: { $use }
sorry-banner-discards = { $name } kan nie skuif nie: gooi { $card } weg
# A slide that knocks pawns back to START; "Jammer!" is what the game is named after.
sorry-banner-slide-bump = Jammer! { $name } gly en stamp { $victim } se pion
sorry-banner-slide-bumps = Jammer! { $name } gly en stamp { $n } pionne
# $victim: the colour whose pawn goes back to START; $name: the colour that bumped it.
sorry-banner-bumped = Jammer, { $victim }! { $name } stamp jou terug na BEGIN
sorry-banner-swap = { $name } ruil plek met { $other }
# $n: how many of the colour's four pawns are HOME.
sorry-banner-home = { $name } kry 'n pion HUIS toe · { $n } van 4
sorry-banner-decline = { $name } weier die ruil en verbeur die 11
sorry-banner-forfeit = { $name } kan nie skuif nie en verbeur { $card }
# After a 2 (original cards): the same player draws (or, in Play for points, plays) again.
sorry-banner-again = Die 2: { $name } { $points ->
        [yes] speel
       *[no] trek
    } weer
sorry-banner-resigns = { $name } gee oor

## The log at the side of the table (one line each). $name: the seat that played $card (its
## label, sorry-card); $pawn: the moving pawn's colour; $from, $to: places (sorry-place-…);
## $n: a square's number.
sorry-log-start-draw = { $name } trek { $card }{ $zero ->
        [yes] {" "}(tel 0)
       *[no] {""}
    } vir die eerste beurt
sorry-log-reshuffled = Die weggooistapel word geskommel tot 'n nuwe trekstapel
sorry-log-out = { $name } se { $card }: { $pawn } se pion kom uit op { $to }
sorry-log-moved-card = { $name } se { $card }: { $pawn } se pion { $from } → { $to }
sorry-log-moved = { $pawn } se pion { $from } → { $to }
sorry-log-slides = { $name } gly na spasie { $n }
sorry-log-bumped = { $name } stamp { $victim } op spasie { $n }
sorry-log-swap = { $name } se 11: ruil met { $other } op spasie { $n }

## The rules panel of the pause menu: a heading (-title) and a paragraph per section, written
## for the variant being played. Keep each paragraph on one line.
sorry-rules-goal-title = Doel
sorry-rules-goal = { $goal ->
        [teams] { sorry-seat-red } en { sorry-seat-yellow } speel teen { sorry-seat-blue } en { sorry-seat-green }; maats sit oorkant mekaar. Die eerste span wat al agt sy pionne HUIS toe kry, wen.
        [points] Kry as eerste jou vier pionne HUIS toe, en behaal so die meeste punte.
       *[standard] Wees die eerste speler wat al vier jou pionne van BEGIN na HUIS kry.
    }
sorry-rules-start-title = Wie begin
sorry-rules-start = { $who ->
        [card] Elke speler trek 'n kaart; die hoogste getal begin (JAMMER! tel as 0) en spelers wat gelykop is, trek weer. Die kaarte gaan dan terug en die pak word geskommel.
       *[red] { sorry-seat-red } begin.
    }
sorry-rules-turn-title = Jou beurt
# $points: Play for points (a hand of $hand cards) or not.
sorry-rules-turn = { $points ->
        [yes] Drie pionne begin in BEGIN en die vierde op sy sirkel. Elke speler hou { $hand } kaarte: speel een in jou beurt en skuif daarvolgens, trek dan weer tot jy { $hand } het. As jy met geen kaart in jou hand kan skuif nie, gooi een weg en trek; jou beurt is verby.
       *[no] Trek die boonste kaart en skuif daarvolgens; dan gaan die beurt kloksgewys verder. Jy moet skuif as jy kan, selfs tot jou eie nadeel; sonder 'n wettige skuif verbeur jy die kaart.
    }
sorry-rules-cards-title = Die kaarte
# $modern: the 2013 cards; $team-split: a 7 may be split among all of a team's pawns.
sorry-rules-cards = { $modern ->
        [yes] Enige kaart kan 'n pion uit BEGIN op sy sirkel bring.{" "}
       *[no] {""}
    }1: bring 'n pion uit of skuif 1. { $modern ->
        [yes] 2: skuif 2.
       *[no] 2: bring 'n pion uit of skuif 2, trek dan weer.
    } 3, 5, 8, 12: skuif soveel spasies. 4: skuif 4 agtertoe. 7: skuif 7, { $team-split ->
        [yes] of verdeel die 7 tussen enige van jou span se pionne
       *[no] of verdeel dit tussen twee pionne (geen deel mag 'n pion uitbring nie)
    }. 10: skuif 10, of 1 agtertoe. 11: skuif 11, of ruil plek met 'n teenstander se pion op die baan (jy mag die ruil weier). { $modern ->
        [yes] JAMMER!: bring 'n pion uit BEGIN na 'n spasie waar 'n teenstander se pion staan en stamp dié terug na sy BEGIN, of skuif een pion 4 vorentoe.
       *[no] JAMMER!: bring 'n pion uit BEGIN na 'n spasie waar 'n teenstander se pion staan en stamp dié terug na sy BEGIN.
    }
sorry-rules-moving-title = Skuif
# $safety: the number of squares of a SAFETY ZONE.
sorry-rules-moving = Pionne spring oor mekaar. Land jy op 'n teenstander se pion, stamp jy dit terug na sy BEGIN; op jou eie pion mag jy nie land nie. Land jy op die driehoek van 'n glysone van 'n ander kleur, gly jy tot aan die einde daarvan en stamp jy elke pion op pad terug, ook jou eie. Jou VEILIGHEIDSONE van { $safety } spasies is net joune: geen pion word daar gestamp of geruil nie, 'n skuif agtertoe gaan nooit daarin nie, en HUIS bereik jy net met die presiese getal.
sorry-rules-teams-title = Spanne
sorry-rules-teams = Jy mag jou maat se pionne met jou kaart skuif en ook uit BEGIN bring; 'n JAMMER! moet gespeel word selfs as jou maat die enigste teiken is.
sorry-rules-points-title = Punte
# $bonus: whether only the highest bonus counts, or every bonus that applies.
sorry-rules-points = Sodra 'n speler vier pionne in HUIS het, eindig die spel. Elkeen kry 5 punte per pion in HUIS; die wenner kry ook 5 vir elke teenstanderpion buite HUIS, plus 25 as geen teenstander meer as twee pionne in HUIS het nie, 50 as geeneen meer as een het nie, en 100 as geeneen enige het nie ({ $bonus ->
        [highest] net die hoogste bonus tel
       *[cumulative] elke bonus wat van toepassing is, tel
    }). Hande is versteek: jy sien net jou eie.
sorry-rules-two-title = Twee spelers
sorry-rules-two = Die twee kleure wat nie speel nie, bly van die bord af.

sorry-advice-move = { $move }, met die pion op { $place }
sorry-advice-play = die { $card }: { $move }, met die pion op { $place }
sorry-advice-split = { $move } (pionne op { $places })
sorry-advice-forfeit = gee die kaart prys
sorry-advice-discard = gooi die { $card } weg
