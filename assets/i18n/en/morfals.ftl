# Morfals: two tribes by a river place figures in the column their three 1-2-3 dice name, and eat
# the rival's figures they sandwich. The tribes' names, Jusqualos and Sang-Zarète, are the game's
# own: they stay the same in every language. Where a sentence says "the { $name }", $name is one
# of these two (a whole tribe: plural).

## The tribes, on the scoreboard, the setup screen, the results and inside the lines below.
morfals-seat-jusqualos = Jusqualos
morfals-seat-sang-zarete = Sang-Zarète

## Scoreboard: the short line under a tribe's name.
morfals-seat-detail = { $left } to place · { $on } on the board · round { $round }

## Results screen: one line per round played, with the running score ($first: the Jusqualos',
## $second: the Sang-Zarète's).
morfals-result-round = Round { $round }: the { $name } +{ $points } · { $first } to { $second }

## Turn panel, beside the board. Buttons (about 200 pixels wide).
morfals-throw = Throw the dice
morfals-next-round = Next round

## Turn panel: its title line, who is to act.
morfals-panel-over = The match is over
morfals-panel-thinking = The { $name } are thinking…
morfals-panel-your-turn = { $name } · your turn
morfals-panel-to-play = The { $name } to play

## Turn panel: the status line.
morfals-panel-status = Round { $round } · first to { $target ->
    [one] { $target } point
   *[other] { $target } points
}

## Turn panel: the detail line. The three dice thrown and the column their sum names; the
## winner of the round just over.
morfals-panel-dice = { $a } + { $b } + { $c }: column { $column }
morfals-panel-round-won = The { $name } won the round

## Turn panel: the hint for the human to act, one short sentence.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
morfals-hint-throw = Hold Throw, flick to aim, let go.
morfals-hint-place = { $device ->
    [touch] Tap a lit square to put the figure there.
   *[other] Put the figure on a lit square (click, or { key-arrows } + { key-select }).
}
morfals-hint-next-round = { $device ->
    [touch] Tap Next round: the board is cleared.
   *[other] Press Next round: the board is cleared.
}

## Log (the last lines of the table, small): a throw ("Jusqualos throw 1-3-2: column 6"), a
## figure placed ($square is the column and row, "6/4"), figures in the river left uneaten.
morfals-log-throw = { $name } throw { $a }-{ $b }-{ $c }: column { $column }
morfals-log-placed = The { $name } place a figure on { $square }
morfals-log-safe = { $n } in the river: safe from being eaten

## Banner across the table (and the log): what happened, a short line.
# The dice came up 1, 2 and 3 in some order: the turn passes.
morfals-pass-one-two-three = 1-2-3! The { $name } pass
morfals-pass-full-column = The column is full: the { $name } pass
morfals-eaten = The { $name } eat a figure on { $square }!
morfals-last-figure = Last figure! The { $name } have one left
# Three equal dice: the tribe places and throws again.
morfals-again-triple = A triple! The { $name } play again
morfals-again-full-column = The column is full: the { $name } throw again
# $points: one per figure left in the loser's reserve; $first and $second: the match score, the
# Jusqualos' first.
morfals-round-won = The { $name } win round { $round }: +{ $points } · { $first } to { $second }
# Also the banner when a match opens (round 1).
morfals-round-started = Round { $round } · the { $name } begin
morfals-resigned = The { $name } resign

## Rules panel of the pause menu: (heading, paragraph) pairs, written from the level's options.
morfals-rules-goal = Goal
morfals-rules-goal-text =
    Two tribes, the { $first } and the { $second }, each with { $figures ->
        [one] { $figures } figure
       *[other] { $figures } figures
    }. Place all of yours to win the round; the first to { $target ->
        [one] { $target } point
       *[other] { $target } points
    } wins the match.
morfals-rules-turn = Your turn
# $columns: the columns' labels, the dice sums, "3, 4, 5, 6, 7, 8, 9".
morfals-rules-turn-text =
    Throw the three dice (faces 1 to 3). Their sum names the column ({ $columns }): put your next figure on an empty square of it. 1-2-3 in any order passes the turn; a triple places and plays again.
morfals-rules-full-column = Full column
morfals-rules-full-column-text = { $rule ->
    [roll-again] If the column of the sum is full, throw again.
   *[pass] If the column of the sum is full, the turn passes.
}
morfals-rules-eating = Eating
# $wrap: whether lines continue across the board's edges, in every direction, only up and down
# the columns, or not at all.
morfals-rules-eating-text =
    Only the figure just placed eats: in each of the 8 directions, the opponent's figures in a row between it and one of yours are eaten and go back to their owner's reserve.{ $wrap ->
        [all] {" "}A line may run off one edge of the board and on from the opposite edge, in every direction.
        [columns] {" "}A line up or down a column may run off one end and on from the other.
       *[none] {""}
    } Placing between two enemies is safe.
morfals-rules-river = The river
# $river: the river's column labels ("6"); $count: how many there are.
morfals-rules-river-text =
    A figure in the river ({ $count ->
        [one] column
       *[other] columns
    } { $river }) cannot be eaten, but closes a sandwich. { $rule ->
        [blocks] A river figure inside a line protects the whole line.
       *[closes] A river figure inside a line stays; the others are eaten.
    }
morfals-rules-rounds = Rounds
morfals-rules-rounds-text =
    The round's winner scores a point per figure left in the loser's reserve. { $starter ->
        [winner] The winner starts the next round.
        [alternate] The rounds' first player alternates.
       *[loser] The loser starts the next round.
    }

## Hints (after "Hint: "): the hard computer player's choice. $square: column and row ("6/4").
morfals-advice-roll = throw the dice
morfals-advice-place = put the figure on { $square }
morfals-advice-next-round = start the next round
