# Sorry!: the board game of cards, pawns, slides and bumps. The game's own terms are printed on
# the board and the cards in capitals: START, HOME, SAFETY ZONE, and the SORRY! card.

## The four colours: the seats' names on the scoreboard, in the banner, the log and the results.
sorry-seat-red = Red
sorry-seat-blue = Blue
sorry-seat-yellow = Yellow
sorry-seat-green = Green

## The cards. $card is the number printed on the card, 0 for the SORRY! card.
# The card's label, alone ("7", "SORRY!"), as in "Forfeit the 7" and "Blue's 11: …".
sorry-card = { $card ->
        [0] SORRY!
       *[other] { $card }
    }
# The card with its article, as in "Red draws an 8: move 8".
sorry-a-card = { $card ->
        [0] a SORRY!
        [8] an 8
        [11] an 11
       *[other] a { $card }
    }

# What each card does, in a few words: after the card in the banner ("Red draws a 3: move 3")
# and in the turn panel ("3: move 3"). "-modern": the 2013 cards.
sorry-use-1 = start a pawn, or move 1
sorry-use-2 = start a pawn, or move 2; then draw again
sorry-use-2-modern = start a pawn, or move 2
sorry-use-3 = move 3
sorry-use-4 = move 4 backward
sorry-use-5 = move 5
sorry-use-7 = move 7, or split it between two pawns
sorry-use-8 = move 8
sorry-use-10 = move 10, or 1 backward
sorry-use-11 = move 11, or swap with an opponent
sorry-use-12 = move 12
sorry-use-sorry = bump an opponent with a pawn from START
sorry-use-sorry-modern = bump an opponent from START, or move 4

## Places on the board, in the log ("Red pawn square 12 → square 15"). $n is a number.
sorry-place-start = START
sorry-place-home = HOME
sorry-place-square = square { $n }
sorry-place-safety = safety { $n }

## The opening banner. $variant is the variant's name ("Standard").
sorry-opening-highest = { $variant } · Who starts? The highest card
sorry-opening-red = { $variant } · { sorry-seat-red } begins

## The scoreboard: a short line under each seat's name, its parts joined by sorry-detail-join
## ("2 out · 1 in START · with Yellow · 5 cards"). The seat's pawns HOME are its score beside it.
sorry-detail-out = { $n } out
sorry-detail-start = { $n } in START
# $name: the partner's colour (Teams).
sorry-detail-partner = with { $name }
# How many cards the seat holds (Play for points).
sorry-detail-cards = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
sorry-detail-resigned = resigned
sorry-detail-join = { $a } · { $b }

## The results screen, Play for points: how each seat's points were made, one line per seat.
## $home: its pawns HOME; $others: the opponents' pawns not HOME; $score: its points.
sorry-result-points = { $name }: { $home } HOME × 5 = { $score }
sorry-result-points-winner = { $name }: { $home } HOME × 5 + { $others ->
        [one] { $others } opponent pawn
       *[other] { $others } opponent pawns
    } not HOME × 5 = { $score }
sorry-result-points-bonus = { $name }: { $home } HOME × 5 + { $others ->
        [one] { $others } opponent pawn
       *[other] { $others } opponent pawns
    } not HOME × 5 + bonus { $bonus } = { $score }

## The turn panel's title. $name: the seat to play.
sorry-title-over = The match is over
sorry-title-thinking = { $name } is thinking…
sorry-title-start-draw = Who starts? { $name } draws
sorry-title-your-turn = { $name } · your turn
sorry-title-to-play = { $name } to play

## The turn panel's status line: the piles, the card drawn ($card) and what it does ($use).
sorry-status-start-draw = The highest card plays first (SORRY! counts 0)
sorry-status-reshuffle = The discards will be shuffled into a new pile
sorry-status-pile = { $n ->
        [one] { $n } card in the draw pile
       *[other] { $n } cards in the draw pile
    }
sorry-status-card = { $card }: { $use }
sorry-status-playing = Playing { $card }: { $use }
sorry-status-hand-hidden = Hand hidden until it is passed
sorry-status-choose-card = Choose a card from your hand
# While a 7 is split between two pawns: $done steps chosen, $rest left.
sorry-split-progress = Split 7: { $done } moved, { $rest } to go with another pawn

## The turn panel's hint for the human deciding.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
sorry-hint-ask = { $device ->
    [touch] That square means two moves: tap one above.
   *[other] That square means two moves: choose one above ({ key-back } goes back).
}
sorry-hint-draw = { $device ->
    [touch] Tap Draw.
   *[other] Press Draw ({ key-select }).
}
sorry-hint-discard = No card can move: choose one to discard.
sorry-hint-pick-card = Pick a card, then a lit pawn and where it goes.
sorry-hint-target = { $device ->
    [touch] Tap a lit square; tap the pawn again to put it back.
   *[other] Choose a lit square; { key-back } puts the pawn back.
}
sorry-hint-no-move = No move is possible.
sorry-hint-pick-pawn = { $device ->
    [touch] Tap a lit pawn, then where it goes; or drag it.
   *[other] Pick a lit pawn (click, or { key-arrows } + { key-select }), then where it goes; or drag it.
}

## The turn panel's buttons (about 25 characters fit).
sorry-button-draw-first = Draw for first player
sorry-button-draw = Draw a card
sorry-button-decline = Decline the swap
sorry-button-forfeit = Forfeit the { $card }

## The turn panel's buttons when one square means two moves: the player chooses one.
## $steps: how far; $name: the opponent's colour.
sorry-ask-split-part = Move { $now } now, the other { $rest } with another pawn
sorry-ask-start = Start a pawn
sorry-ask-forward = Move { $steps } forward
sorry-ask-forward-bump = Move { $steps } forward and bump { $name }
sorry-ask-backward = Move { $steps } backward
sorry-ask-backward-bump = Move { $steps } backward and bump { $name }
sorry-ask-swap = Swap places with { $name }
sorry-ask-sorry = SORRY! Bump { $name }
# A 7 split among pawns: $steps is each pawn's part joined by sorry-steps-plus ("3 + 4").
sorry-ask-split = Split the 7: { $steps }
sorry-steps-plus = { $a } + { $b }

## The hand-over screen between two human players' turns (Play for points): the hand stays
## hidden until its player asks for it. $name: the seat to play.
sorry-handover-title = { $name }'s turn
sorry-handover-text = { $device ->
    [touch] Pass the screen to { $name }, then tap to show { $name }'s hand.
   *[other] Pass the controls to { $name }, then press to show { $name }'s hand.
}
sorry-handover-show = Show { $name }'s hand

## The banner across the table (a short line; it is also written in the log).
## $name: the seat or colour acting; $card: the card with its article (sorry-a-card).
sorry-banner-tie = A tie! { $names } draw again
sorry-banner-first = { $name } plays first
sorry-banner-draws = { $name } draws { $card }: { $use }
sorry-banner-plays = { $name } plays { $card }: { $use }
sorry-banner-discards = { $name } cannot move: discards { $card }
# A slide that knocks pawns back to START; "Sorry!" is what the game is named after.
sorry-banner-slide-bump = Sorry! { $name } slides and bumps { $victim }'s pawn
sorry-banner-slide-bumps = Sorry! { $name } slides and bumps { $n } pawns
# $victim: the colour whose pawn goes back to START; $name: the colour that bumped it.
sorry-banner-bumped = Sorry, { $victim }! { $name } bumps you back to START
sorry-banner-swap = { $name } swaps places with { $other }
# $n: how many of the colour's four pawns are HOME.
sorry-banner-home = { $name } pawn HOME · { $n } of 4
sorry-banner-decline = { $name } declines the swap and forfeits the 11
sorry-banner-forfeit = { $name } cannot move: { $card } is forfeited
# After a 2 (original cards): the same player draws (or, in Play for points, plays) again.
sorry-banner-again = The 2: { $name } { $points ->
        [yes] plays
       *[no] draws
    } again
sorry-banner-resigns = { $name } resigns

## The log at the side of the table (one line each). $name: the seat that played $card (its
## label, sorry-card); $pawn: the moving pawn's colour; $from, $to: places (sorry-place-…);
## $n: a square's number.
sorry-log-start-draw = { $name } draws { $card }{ $zero ->
        [yes] {" "}(counts 0)
       *[no] {""}
    } for who starts
sorry-log-reshuffled = The discards are shuffled into a new draw pile
sorry-log-out = { $name }'s { $card }: { $pawn } pawn out to { $to }
sorry-log-moved-card = { $name }'s { $card }: { $pawn } pawn { $from } → { $to }
sorry-log-moved = { $pawn } pawn { $from } → { $to }
sorry-log-slides = { $name } slides to square { $n }
sorry-log-bumped = { $name } bumps { $victim } on square { $n }
sorry-log-swap = { $name }'s 11: swaps with { $other } on square { $n }

## The rules panel of the pause menu: a heading (-title) and a paragraph per section, written
## for the variant being played. Keep each paragraph on one line.
sorry-rules-goal-title = Goal
sorry-rules-goal = { $goal ->
        [teams] { sorry-seat-red } and { sorry-seat-yellow } play against { sorry-seat-blue } and { sorry-seat-green }; partners sit opposite. The first team with all eight pawns HOME wins.
        [points] Be the first to bring your four pawns HOME, and score the most points doing it.
       *[standard] Be the first to bring all four of your pawns from START to HOME.
    }
sorry-rules-start-title = Who starts
sorry-rules-start = { $who ->
        [card] Each player draws a card; the highest number starts (SORRY! counts as 0) and tied players draw again. The cards then go back and the deck is shuffled.
       *[red] { sorry-seat-red } starts.
    }
sorry-rules-turn-title = Your turn
# $points: Play for points (a hand of $hand cards) or not.
sorry-rules-turn = { $points ->
        [yes] Three pawns start in START and the fourth on its circle. Each player holds { $hand } cards: on your turn play one and move by it, then draw back up to { $hand }. If no card in your hand can move, discard one and draw; your turn ends.
       *[no] Draw the top card and move by it; then play passes clockwise. You must move if you can, even to your disadvantage; with no legal move you forfeit the card.
    }
sorry-rules-cards-title = The cards
# $modern: the 2013 cards; $team-split: a 7 may be split among all of a team's pawns.
sorry-rules-cards = { $modern ->
        [yes] Any card can start a pawn from START onto its circle.{" "}
       *[no] {""}
    }1: start a pawn or move 1. { $modern ->
        [yes] 2: move 2.
       *[no] 2: start a pawn or move 2, then draw again.
    } 3, 5, 8, 12: move that many. 4: move 4 backward. 7: move 7, { $team-split ->
        [yes] or split the 7 among any of your team's pawns
       *[no] or split it between two pawns (no part may start a pawn)
    }. 10: move 10, or 1 backward. 11: move 11, or swap places with an opponent's pawn on the track (you may decline the swap). { $modern ->
        [yes] SORRY!: take a pawn from START onto a square held by an opponent's pawn and bump it back to its START, or move one pawn 4 forward.
       *[no] SORRY!: take a pawn from START onto a square held by an opponent's pawn and bump it back to its START.
    }
sorry-rules-moving-title = Moving
# $safety: the number of squares of a SAFETY ZONE.
sorry-rules-moving = Pawns jump over each other. Landing on an opponent's pawn bumps it back to its START; you may not land on your own. Landing on the triangle of a slide of another colour slides you to its end, bumping every pawn on the way, your own included. Your { $safety }-square SAFETY ZONE is yours alone: no pawn is bumped or swapped there, backward moves never enter it, and HOME needs the exact count.
sorry-rules-teams-title = Teams
sorry-rules-teams = You may move your partner's pawns with your card, starting them too; a SORRY! must be played even when the only target is your partner.
sorry-rules-points-title = Points
# $bonus: whether only the highest bonus counts, or every bonus that applies.
sorry-rules-points = When a player has four pawns HOME the match ends. Everyone scores 5 per pawn HOME; the winner also scores 5 for each opponent pawn not HOME, plus 25 if no opponent has more than two pawns HOME, 50 if none has more than one, 100 if none has any ({ $bonus ->
        [highest] only the highest bonus counts
       *[cumulative] every bonus that applies counts
    }). Hands are hidden: you see only your own.
sorry-rules-two-title = Two players
sorry-rules-two = The two colours not in play stay off the board.

## Hints (after "Hint: "): the hard computer player's choice. $card: a card's label; $place: where
## the pawn stands (sorry-place-*); $move: the move as the panel asks it (sorry-ask-*).
sorry-advice-move = { $move }, with the pawn on { $place }
sorry-advice-play = the { $card }: { $move }, with the pawn on { $place }
# $places: where the pawns stand, as a list.
sorry-advice-split = { $move } (pawns on { $places })
sorry-advice-forfeit = give up the card
sorry-advice-discard = discard the { $card }
