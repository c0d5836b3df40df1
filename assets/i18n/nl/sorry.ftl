# Sorry!: the board game of cards, pawns, slides and bumps. The game's own terms are printed on
# the board and the cards in capitals: START, HOME, SAFETY ZONE, and the SORRY! card.
# Dutch: START, THUIS, VEILIGE ZONE, SORRY!; slide = glijbaan; bump = slaan (terug naar START).

## The four colours: the seats' names on the scoreboard, in the banner, the log and the results.
sorry-seat-red = Rood
sorry-seat-blue = Blauw
sorry-seat-yellow = Geel
sorry-seat-green = Groen

## The cards. $card is the number printed on the card, 0 for the SORRY! card.
# The card's label, alone ("7", "SORRY!"), as in "Forfeit the 7" and "Blue's 11: …".
sorry-card = { $card ->
        [0] SORRY!
       *[other] { $card }
    }
# The card with its article, as in "Red draws an 8: move 8".
sorry-a-card = { $card ->
        [0] een SORRY!
       *[other] een { $card }
    }

# What each card does, in a few words: after the card in the banner ("Red draws a 3: move 3")
# and in the turn panel ("3: move 3"). "-modern": the 2013 cards.
sorry-use-1 = haal een pion uit START, of ga 1 vooruit
sorry-use-2 = haal een pion uit START, of ga 2 vooruit; trek dan opnieuw
sorry-use-2-modern = haal een pion uit START, of ga 2 vooruit
sorry-use-3 = ga 3 vooruit
sorry-use-4 = ga 4 achteruit
sorry-use-5 = ga 5 vooruit
sorry-use-7 = ga 7 vooruit, of verdeel over twee pionnen
sorry-use-8 = ga 8 vooruit
sorry-use-10 = ga 10 vooruit, of 1 achteruit
sorry-use-11 = ga 11 vooruit, of ruil met een tegenstander
sorry-use-12 = ga 12 vooruit
sorry-use-sorry = sla een tegenstander met een pion uit START
sorry-use-sorry-modern = sla een tegenstander vanuit START, of ga 4 vooruit

## Places on the board, in the log ("Red pawn square 12 → square 15"). $n is a number.
sorry-place-start = START
sorry-place-home = THUIS
sorry-place-square = vak { $n }
sorry-place-safety = zone { $n }

## The opening banner. $variant is the variant's name ("Standard").
sorry-opening-highest = { $variant } · Wie begint? De hoogste kaart
sorry-opening-red = { $variant } · { sorry-seat-red } begint

## The scoreboard: a short line under each seat's name, its parts joined by sorry-detail-join
## ("2 out · 1 in START · with Yellow · 5 cards"). The seat's pawns HOME are its score beside it.
sorry-detail-out = { $n } onderweg
sorry-detail-start = { $n } in START
# $name: the partner's colour (Teams).
sorry-detail-partner = met { $name }
# How many cards the seat holds (Play for points).
sorry-detail-cards = { $n ->
        [one] { $n } kaart
       *[other] { $n } kaarten
    }
sorry-detail-resigned = opgegeven
sorry-detail-join = { $a } · { $b }

## The results screen, Play for points: how each seat's points were made, one line per seat.
## $home: its pawns HOME; $others: the opponents' pawns not HOME; $score: its points.
sorry-result-points = { $name }: { $home } THUIS × 5 = { $score }
sorry-result-points-winner = { $name }: { $home } THUIS × 5 + { $others ->
        [one] { $others } pion van een tegenstander
       *[other] { $others } pionnen van tegenstanders
    } niet THUIS × 5 = { $score }
sorry-result-points-bonus = { $name }: { $home } THUIS × 5 + { $others ->
        [one] { $others } pion van een tegenstander
       *[other] { $others } pionnen van tegenstanders
    } niet THUIS × 5 + bonus { $bonus } = { $score }

## The turn panel's title. $name: the seat to play.
sorry-title-over = De partij is voorbij
sorry-title-thinking = { $name } denkt na…
sorry-title-start-draw = Wie begint? { $name } trekt
sorry-title-your-turn = { $name } · jouw beurt
sorry-title-to-play = { $name } is aan de beurt

## The turn panel's status line: the piles, the card drawn ($card) and what it does ($use).
sorry-status-start-draw = De hoogste kaart begint (SORRY! telt als 0)
sorry-status-reshuffle = De aflegstapel wordt geschud tot een nieuwe trekstapel
sorry-status-pile = { $n ->
        [one] { $n } kaart op de trekstapel
       *[other] { $n } kaarten op de trekstapel
    }
sorry-status-card = { $card }: { $use }
sorry-status-playing = Gekozen kaart { $card }: { $use }
sorry-status-hand-hidden = Hand verborgen tot de overdracht
sorry-status-choose-card = Kies een kaart uit je hand
# While a 7 is split between two pawns: $done steps chosen, $rest left.
sorry-split-progress = 7 verdelen: { $done } gezet, nog { $rest } met een andere pion

## The turn panel's hint for the human deciding.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
sorry-hint-ask = { $device ->
    [touch] Dat vak kan twee zetten betekenen: tik er hierboven een aan.
   *[other] Dat vak kan twee zetten betekenen: kies er hierboven een ({ key-back } gaat terug).
}
sorry-hint-draw = { $device ->
    [touch] Tik om een kaart te trekken.
   *[other] Trek een kaart ({ key-select }).
}
sorry-hint-discard = Met geen enkele kaart kun je zetten: kies er een om af te leggen.
sorry-hint-pick-card = Kies een kaart, dan een oplichtende pion en waar hij heen gaat.
sorry-hint-target = { $device ->
    [touch] Tik op een oplichtend vak; tik nog eens op de pion om hem terug te zetten.
   *[other] Kies een oplichtend vak; { key-back } zet de pion terug.
}
sorry-hint-no-move = Geen zet mogelijk.
sorry-hint-pick-pawn = { $device ->
    [touch] Tik op een oplichtende pion en dan waarheen; of sleep hem.
   *[other] Kies een oplichtende pion (klik, of { key-arrows } + { key-select }) en dan waarheen; of sleep hem.
}

## The turn panel's buttons (about 25 characters fit).
sorry-button-draw-first = Trek voor de eerste beurt
sorry-button-draw = Trek een kaart
sorry-button-decline = Weiger de ruil
sorry-button-forfeit = Pas met de { $card }

## The turn panel's buttons when one square means two moves: the player chooses one.
## $steps: how far; $name: the opponent's colour.
sorry-ask-split-part = Nu { $now }, de overige { $rest } met een andere pion
sorry-ask-start = Haal een pion uit START
sorry-ask-forward = Ga { $steps } vooruit
sorry-ask-forward-bump = Ga { $steps } vooruit en sla { $name }
sorry-ask-backward = Ga { $steps } achteruit
sorry-ask-backward-bump = Ga { $steps } achteruit en sla { $name }
sorry-ask-swap = Ruil van plaats met { $name }
sorry-ask-sorry = SORRY! Sla { $name }
# A 7 split among pawns: $steps is each pawn's part joined by sorry-steps-plus ("3 + 4").
sorry-ask-split = Verdeel de 7: { $steps }
sorry-steps-plus = { $a } + { $b }

## The hand-over screen between two human players' turns (Play for points): the hand stays
## hidden until its player asks for it. $name: the seat to play.
sorry-handover-title = { $name } is aan de beurt
sorry-handover-text = { $device ->
    [touch] Geef het scherm door aan { $name } en tik dan om de hand van { $name } te tonen.
   *[other] Geef de bediening door aan { $name } en druk dan om de hand van { $name } te tonen.
}
sorry-handover-show = Toon de hand van { $name }

## The banner across the table (a short line; it is also written in the log).
## $name: the seat or colour acting; $card: the card with its article (sorry-a-card).
sorry-banner-tie = Gelijk! { $names } trekken opnieuw
sorry-banner-first = { $name } begint
sorry-banner-draws = { $name } trekt { $card }: { $use }
sorry-banner-plays = { $name } speelt { $card }: { $use }
sorry-banner-discards = { $name } kan niet zetten en legt { $card } af
# A slide that knocks pawns back to START; "Sorry!" is what the game is named after.
sorry-banner-slide-bump = Sorry! { $name } glijdt en slaat een pion van { $victim }
sorry-banner-slide-bumps = Sorry! { $name } glijdt en slaat { $n } pionnen
# $victim: the colour whose pawn goes back to START; $name: the colour that bumped it.
sorry-banner-bumped = Sorry, { $victim }! { $name } stuurt je terug naar START
sorry-banner-swap = { $name } ruilt van plaats met { $other }
# $n: how many of the colour's four pawns are HOME.
sorry-banner-home = Pion van { $name } THUIS · { $n } van 4
sorry-banner-decline = { $name } weigert de ruil en verspeelt de 11
sorry-banner-forfeit = { $name } kan niet zetten en verspeelt { $card }
# After a 2 (original cards): the same player draws (or, in Play for points, plays) again.
sorry-banner-again = De 2: { $name } { $points ->
        [yes] speelt
       *[no] trekt
    } opnieuw
sorry-banner-resigns = { $name } geeft op

## The log at the side of the table (one line each). $name: the seat that played $card (its
## label, sorry-card); $pawn: the moving pawn's colour; $from, $to: places (sorry-place-…);
## $n: a square's number.
sorry-log-start-draw = { $name } trekt { $card }{ $zero ->
        [yes] {" "}(telt als 0)
       *[no] {""}
    } voor de eerste beurt
sorry-log-reshuffled = De aflegstapel wordt geschud tot een nieuwe trekstapel
sorry-log-out = { $card } van { $name }: pion van { $pawn } uit START naar { $to }
sorry-log-moved-card = { $card } van { $name }: pion van { $pawn } { $from } → { $to }
sorry-log-moved = Pion van { $pawn } { $from } → { $to }
sorry-log-slides = { $name } glijdt naar vak { $n }
sorry-log-bumped = { $name } slaat { $victim } op vak { $n }
sorry-log-swap = 11 van { $name }: ruilt met { $other } op vak { $n }

## The rules panel of the pause menu: a heading (-title) and a paragraph per section, written
## for the variant being played. Keep each paragraph on one line.
sorry-rules-goal-title = Doel
sorry-rules-goal = { $goal ->
        [teams] { sorry-seat-red } en { sorry-seat-yellow } spelen tegen { sorry-seat-blue } en { sorry-seat-green }; partners zitten tegenover elkaar. Het eerste team met alle acht pionnen THUIS wint.
        [points] Breng als eerste je vier pionnen THUIS, en scoor daarbij de meeste punten.
       *[standard] Breng als eerste al je vier pionnen van START naar THUIS.
    }
sorry-rules-start-title = Wie begint
sorry-rules-start = { $who ->
        [card] Elke speler trekt een kaart; het hoogste getal begint (SORRY! telt als 0) en bij gelijkspel trekken die spelers opnieuw. Daarna gaan de kaarten terug en wordt de stapel geschud.
       *[red] { sorry-seat-red } begint.
    }
sorry-rules-turn-title = Jouw beurt
# $points: Play for points (a hand of $hand cards) or not.
sorry-rules-turn = { $points ->
        [yes] Drie pionnen beginnen in START en de vierde op de cirkel ervoor. Elke speler heeft { $hand } kaarten in de hand: speel er in je beurt één, zet daarmee een pion en vul je hand weer aan tot { $hand }. Kun je met geen enkele kaart zetten, leg er dan één af en trek een nieuwe; je beurt is voorbij.
       *[no] Trek de bovenste kaart en zet daarmee een pion; daarna gaat de beurt met de klok mee. Je moet zetten als het kan, ook in je eigen nadeel; is er geen geldige zet, dan vervalt de kaart.
    }
sorry-rules-cards-title = De kaarten
# $modern: the 2013 cards; $team-split: a 7 may be split among all of a team's pawns.
sorry-rules-cards = { $modern ->
        [yes] Met elke kaart kun je een pion uit START op de cirkel zetten.{" "}
       *[no] {""}
    }1: haal een pion uit START of ga 1 vooruit. { $modern ->
        [yes] 2: ga 2 vooruit.
       *[no] 2: haal een pion uit START of ga 2 vooruit, en trek dan opnieuw.
    } 3, 5, 8, 12: ga zoveel vakken vooruit. 4: ga 4 achteruit. 7: ga 7 vooruit, { $team-split ->
        [yes] of verdeel de 7 over pionnen naar keuze van je team
       *[no] of verdeel de 7 over twee pionnen (geen deel mag een pion uit START halen)
    }. 10: ga 10 vooruit, of 1 achteruit. 11: ga 11 vooruit, of ruil van plaats met een pion van een tegenstander op de baan (je mag de ruil weigeren). { $modern ->
        [yes] SORRY!: zet een pion uit START op een vak met een pion van een tegenstander en stuur die terug naar zijn START, of zet één pion 4 vooruit.
       *[no] SORRY!: zet een pion uit START op een vak met een pion van een tegenstander en stuur die terug naar zijn START.
    }
sorry-rules-moving-title = Zetten
# $safety: the number of squares of a SAFETY ZONE.
sorry-rules-moving = Pionnen springen over elkaar heen. Kom je op een pion van een tegenstander, dan sla je die terug naar zijn START; op je eigen pion mag je niet komen. Kom je op het driehoekje van een glijbaan van een andere kleur, dan glij je naar het einde en sla je elke pion onderweg, ook je eigen. Je VEILIGE ZONE van { $safety } vakken is alleen van jou: daar wordt geen pion geslagen of geruild, achteruit kom je er nooit in, en THUIS bereik je alleen met het exacte aantal.
sorry-rules-teams-title = Teams
sorry-rules-teams = Met je kaart mag je ook de pionnen van je partner zetten en uit START halen; een SORRY! moet je spelen, ook als je partner het enige doelwit is.
sorry-rules-points-title = Punten
# $bonus: whether only the highest bonus counts, or every bonus that applies.
sorry-rules-points = Zodra een speler vier pionnen THUIS heeft, eindigt de partij. Iedereen krijgt 5 punten per pion THUIS; de winnaar krijgt ook 5 voor elke pion van een tegenstander die niet THUIS is, plus 25 als geen tegenstander meer dan twee pionnen THUIS heeft, 50 als niemand meer dan één heeft, en 100 als niemand er een heeft ({ $bonus ->
        [highest] alleen de hoogste bonus telt
       *[cumulative] elke bonus die van toepassing is telt
    }). De handen zijn verborgen: je ziet alleen je eigen kaarten.
sorry-rules-two-title = Twee spelers
sorry-rules-two = De twee kleuren die niet meespelen, blijven van het bord.

sorry-advice-move = { $move }, met de pion op { $place }
sorry-advice-play = de { $card }: { $move }, met de pion op { $place }
sorry-advice-split = { $move } (pionnen op { $places })
sorry-advice-forfeit = laat de kaart schieten
sorry-advice-discard = leg de { $card } af
