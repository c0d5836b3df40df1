### Morpyam: the table, its turn panel, banners, log and rules panel.

## The figures printed on the grid. These are the game's own (French) terms: they stay as on
## the original sheet in every language, like the printed squares.

-morpyam-brelan = BRELAN
-morpyam-petite-suite = PETITE SUITE
-morpyam-suite = SUITE
-morpyam-full = FULL
-morpyam-carre = CARRÉ
-morpyam-mini = MINI
-morpyam-maxi = MAXI
-morpyam-morpyam = MORPYAM
-morpyam-sec = SEC
-morpyam-appel = APPEL

## A figure's name where the table names one (banner, log, turn panel, call and tile choosers).
## Only "of" is to translate: the names are the game's terms (above).

# $value (number): the value printed on the square, 1 to 6.
morpyam-figure-brelan = { -morpyam-brelan } of { $value }
morpyam-figure-petite-suite = { -morpyam-petite-suite }
morpyam-figure-suite = { -morpyam-suite }
morpyam-figure-full = { -morpyam-full }
morpyam-figure-carre = { -morpyam-carre }
morpyam-figure-mini = { -morpyam-mini }
morpyam-figure-maxi = { -morpyam-maxi }
morpyam-figure-morpyam = { -morpyam-morpyam }
morpyam-figure-sec = { -morpyam-sec }
morpyam-figure-appel = { -morpyam-appel }

# A list of figures, one pair at a time ("FULL, CARRÉ, MAXI"): turn panel and rules panel.
morpyam-figure-list = { $a }, { $b }

## Seat names: the colours of the tokens (scoreboard, banners, log).

morpyam-seat-red = Red
morpyam-seat-blue = Blue
morpyam-seat-yellow = Yellow
morpyam-seat-green = Green

## Scoreboard: the short line under a seat's name.

morpyam-detail-resigned = resigned
morpyam-detail-tokens-left =
    { $n ->
        [one] { $n } token left
       *[other] { $n } tokens left
    }

## Banner when a match opens during the roll-off for first player.

morpyam-opening-roll-off = Who starts? The highest die plays first

## Turn panel, title line. $name: a seat's name.

morpyam-title-over = The match is over
morpyam-title-thinking = { $name } is thinking…
morpyam-title-roll-off = Who starts? { $name } throws
morpyam-title-build = { $name } lays a tile
morpyam-title-your-turn = { $name } · your turn
morpyam-title-turn = { $name }'s turn

## Turn panel, status line: the roll, then what became of the call, joined by
## morpyam-status-join. $rolls: throws allowed in a turn; $figure: a figure's name.

morpyam-status-tiles-left =
    { $n ->
        [one] { $n } tile left to lay
       *[other] { $n } tiles left to lay
    }
morpyam-status-roll-off = The highest die plays first
morpyam-status-roll-next = Roll 1 of { $rolls } next
morpyam-status-roll = Roll { $roll } of { $rolls }
morpyam-status-called = called { $figure }
morpyam-status-call-came-true = { $figure } as called
morpyam-status-call-failed = call { $figure } failed
morpyam-status-join = { $a } · { $b }

## Turn panel, detail line: the dice ($dice, e.g. "3 3 5 1 2") and the figures they can cover.

morpyam-dice-made = { $dice } · { $figures }
morpyam-dice-none = { $dice } · no figure

## Turn panel, hint for the human deciding. On their turn the hint is made of the sentences
## that apply, joined by morpyam-hint-join.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morpyam-hint-roll-off = Hold Throw to shake the die, let go to throw.
morpyam-hint-build = Pick a tile, then an empty square on the grid.
morpyam-hint-call-came-true = Your call came true: cover the { -morpyam-appel } square.
morpyam-hint-place = { $device ->
    [touch] Tap a lit square.
   *[other] Place on a lit square (click, or { key-arrows } + { key-select }).
}
morpyam-hint-keep = { $device ->
    [touch] Tap dice to keep them.
   *[other] Click dice to keep them.
}
morpyam-hint-throw = Hold Throw, flick to aim, let go.
morpyam-hint-join = { $a } { $b }

## Turn panel controls (buttons and choosers; short).

morpyam-button-throw-first = Throw for first player
morpyam-button-stop = Stop
# The throw button: $n is how many dice it throws (0 when every die is kept).
morpyam-button-throw =
    { $n ->
        [0] Keep fewer to throw
        [one] Throw { $n } die
       *[other] Throw { $n } dice
    }
# Under each die's value: kept aside, or thrown again (very short).
morpyam-die-kept = KEPT
morpyam-die-throw = throw
# A die the hint keeps (under its value, in the hint's green).
morpyam-die-keep = keep
morpyam-chooser-call = Call
morpyam-call-none = No call
morpyam-chooser-tile = Tile
# A tile to lay and how many of it the player holds.
morpyam-tile-held = { $figure } · { $held }

## Banner and log lines as the match goes. $name: a seat's name; $figure: a figure's name.

# Log only: the roll-off for first player.
morpyam-log-roll-off-die = { $name } throws a { $value } for first player
# $names: the tied seats ("Red and Blue").
morpyam-roll-off-tie = A tie: { $names } throw again
morpyam-first-player = { $name } plays first
# Log only: a tile laid while the grid is built.
morpyam-log-tile-laid = { $name } lays { $figure }
morpyam-grid-built = The grid is complete: play begins
morpyam-turn = { $name }'s turn
morpyam-plays-again = { $name } plays again
morpyam-call-made = { $name } calls { $figure } for roll { $roll }
# Log only: $n dice thrown, on throw $roll of the turn; $faces: the five dice ("3 3 5 1 2").
morpyam-log-dice-rolled =
    { $n ->
        [one] { $name } throws { $n } die (roll { $roll }): { $faces }
       *[other] { $name } throws { $n } dice (roll { $roll }): { $faces }
    }
morpyam-call-came-true = { $figure } as called! { $name } covers the { -morpyam-appel } square
morpyam-call-failed = No { $figure }: { $name }'s call failed
# Log only.
morpyam-log-token-placed = { $name } covers { $figure }
morpyam-extra-turn = { -morpyam-morpyam }! { $name } plays again
# KO and "KO R. D'Aversa" are the game's terms: they stay as they are.
morpyam-ko = KO! Five in a line for { $name }
morpyam-ko-daversa = KO R. D'Aversa! Two { -morpyam-morpyam }s in one turn for { $name }
morpyam-passed-stopped = { $name } stops and places nothing
morpyam-passed-no-figure = { $name } places nothing: no figure on a free square
morpyam-passed-failed-call = { $name } places nothing after a failed call
morpyam-passed-resigned = { $name } has resigned
morpyam-resigns = { $name } resigns
# $n: turns in a row in which nobody placed a token.
morpyam-idle-end =
    { $n ->
        [one] { $n } turn in a row without a token: the game ends
       *[other] { $n } turns in a row without a token: the game ends
    }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options. Figure names, CALL and KO are the game's terms.

morpyam-rules-goal-heading = Goal
# $tokens: each player's tokens; $bonus: the bonus for the last token, without its sign, and
# $sign (plus or minus) its sign.
morpyam-rules-goal =
    Line up your tokens on the grid. Each player has { $tokens } tokens; the game ends when someone places their last one ({ $sign ->
        [minus] -
       *[plus] +
    }{ $bonus } bonus), or at once with a KO.

morpyam-rules-build-heading = Laying the grid
morpyam-rules-build = Before play, the figures are dealt out as tiles: the first player lays all of theirs on empty squares, then each player in turn.

morpyam-rules-turn-heading = Your turn
# $rolls: throws in a turn; $mini: MINI's highest sum; $maxi: MAXI's lowest sum.
morpyam-rules-turn = Throw the five dice up to { $rolls } times. Before a throw you may keep any dice aside. After any throw you may stop and cover a free square whose figure the dice make, or stop without placing. { -morpyam-brelan } needs three dice of the value printed on the square; { -morpyam-petite-suite } four in sequence, { -morpyam-suite } five, { -morpyam-full } three and two, { -morpyam-carre } four alike, { -morpyam-mini } a sum of { $mini } or less, { -morpyam-maxi } { $maxi } or more, { -morpyam-morpyam } five alike.

morpyam-rules-calls-heading = { -morpyam-sec } and { -morpyam-appel }
# $figures: the figures a CALL may name after the first throw ("MORPYAM, CARRÉ, MAXI").
morpyam-rules-calls = { -morpyam-sec } is covered only with a figure made on the first throw. Before a throw you may CALL a figure ({ $figures }, or { -morpyam-sec } before the first throw): if the next throw makes it, you must cover the { -morpyam-appel } square; if not, that throw places nothing, and a failed call on the last throw loses the turn.

morpyam-rules-morpyam-heading = { -morpyam-morpyam }
# Options: $squares (yes: the grid has MORPYAM squares), $sec and $appel (yes: the grid has
# that square), $extra (any: five alike anywhere earns the extra turn; square: only on a
# MORPYAM square), $full (yes: five alike also counts as a FULL), $daversa (yes: the KO
# R. D'Aversa rule is on).
morpyam-rules-morpyam =
    { $squares ->
        [yes] Five alike is a { -morpyam-morpyam }. While a { -morpyam-morpyam } square is free, a { -morpyam-morpyam } may cover only a { -morpyam-morpyam } square; once they are all taken, it may cover any other square it makes ({ -morpyam-carre }, { -morpyam-full }, { -morpyam-brelan }…{ $sec ->
                [yes] , { -morpyam-sec } on the first throw).
               *[no] ).
            }{ $appel ->
                [yes] {" "}A called figure that comes true still covers { -morpyam-appel }.
               *[no] {""}
            }{" "}
       *[no] {""}
    }{ $extra ->
        [square] A token placed on a { -morpyam-morpyam } square with five alike earns one more turn.
       *[any] A token placed with five alike earns one more turn.
    }{ $full ->
        [yes] {" "}Five alike also counts as a { -morpyam-full }.
       *[no] {""}
    }{ $daversa ->
        [yes] {" "}Two { -morpyam-morpyam }s placed in the same turn win at once (KO R. D'Aversa).
       *[no] {""}
    }

morpyam-rules-scoring-heading = Scoring
# $ko: tokens in a line for a KO; $three and $four: points for a line of 3 and of 4.
morpyam-rules-scoring = { $ko } tokens in a line (row, column or diagonal) win at once: KO. Otherwise, at the end each line of exactly 3 scores { $three } and each line of 4 scores { $four }.

morpyam-rules-idle-heading = Stalemate
# $rounds: full rounds in a row with no token placed.
morpyam-rules-idle =
    { $rounds ->
        [one] After { $rounds } full round in a row with no token placed, the game ends without the bonus.
       *[other] After { $rounds } full rounds in a row with no token placed, the game ends without the bonus.
    }

## Hints (after "Hint: "): the hard computer player's choice. $figure: a figure's name; $at: a
## square (morpyam-square-at); $dice: the dice to keep ("6 6 3"); $n: dice to throw.
morpyam-square-at = row { $row }, column { $column }
morpyam-advice-roll-off = throw your die
morpyam-advice-throw-all = throw all five dice
morpyam-advice-keep = keep { $dice } and throw { $n ->
    [one] one die
   *[other] { $n } dice
}
morpyam-advice-call = call { $figure }
morpyam-advice-place = stop and cover { $figure } at { $at }
morpyam-advice-tile = lay the { $figure } tile at { $at }
morpyam-advice-pass = stop and pass
morpyam-advice-why-ko = { $move }: five in a line, KO
morpyam-advice-why-points = { $move }: it scores { $n ->
    [one] { $n } point
   *[other] { $n } points
}
