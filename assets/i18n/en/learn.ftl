# Learn to play: the guided first match of each game, and the words around it.

## Around every lesson.

learn-button = Learn to play
learn-title = Learn to play · { $game }
# Said the first time a game's setup opens.
learn-offer = New to { $game }? Learn to play teaches it in a guided match of about three minutes.
learn-skip = Skip lesson
learn-next = Play a match
# A decision other than the one asked for. $why: what the lesson asks now.
learn-not-now = Not this time: { $why }
learn-refused = The rules do not allow that: { $why }
learn-done = Lesson complete
# Setup's button once a game's lesson has been finished.
learn-again = Learn to play again
# The pause menu's note during a lesson.
learn-pause-note = A lesson is not saved: Learn to play starts it again.
learn-step = Step { $n } of { $of }

## Nine Men's Morris.

learn-morris-intro = Nine Men's Morris: make three in a row, a mill, to take your opponent's men. You play White; the match is near the end of the placing, and each side has four men left.
learn-morris-block = Black has two men on the bottom line. Place your last man on the ringed point, f2, to stop its mill.
learn-morris-blocked = Blocked. Each side places its nine men one by one, then moves them.
learn-morris-all-placed = Black placed its last man. From now on a turn slides one man along a line to the next empty point.
learn-morris-slide = Slide your man from g4 up to g7: three in a row on the top line is a mill.
learn-morris-remove = A mill takes one of Black's men. Take the ringed man on d2: it was one step from a mill of its own.
learn-morris-removed = Black has three men left.
learn-morris-flying = With three men left, a side flies: any of its men may jump to any empty point. Black just flew from d3 to e5.
learn-morris-open = Open your mill: slide g7 back down to g4. Next turn you can close it again.
learn-morris-opened = An open mill is a threat: only a man flown into g7 could stop it.
learn-morris-close = Close the mill again: slide g4 up to g7.
learn-morris-last = Another mill. Take one of Black's men: any of them.
learn-morris-won = Black is down to two men and can never make a mill again: you win.
learn-morris-outro = That is Nine Men's Morris. You also win when the other side cannot move any man. Hints (the Hint button) show the strongest move whenever you want one.

## Morpyam.
# BRELAN, CARRÉ, APPEL… are the game's own names, as on its grid.

learn-morpyam-intro = Morpyam: throw five dice up to three times a turn and place a token on a square whose figure they make; tokens in a line score. You play Red, in the middle of a match.
learn-morpyam-throw = Throw all five dice. A turn has up to three throws.
learn-morpyam-keep = Two 5s. Keep them and throw the other three: three 5s, a BRELAN of 5, would cover the BRELAN of 5 square at the left edge, between your tokens.
learn-morpyam-keep-again = Still two 5s. Keep them again and throw the other three: this is your last throw.
learn-morpyam-place = Three 5s make a BRELAN of 5. Place your token on the ringed BRELAN of 5 square.
learn-morpyam-line = Four of your tokens in a column: a run of 4 scores 2 points, a run of 3 scores 1. Five in a line is a KO and wins at once.
learn-morpyam-blue-placed = Blue threw all five dice twice and covered a BRELAN of 6 with three 6s.
learn-morpyam-throw-again = Your turn again. Throw all five dice.
learn-morpyam-keep-twos = Three 2s. Keep them and throw the other two.
learn-morpyam-call = Four 2s make a CARRÉ whatever the last die shows. Choose CARRÉ under Call, then throw the last die: a call that comes true covers the APPEL square.
learn-morpyam-throw-one = Throw the last die.
learn-morpyam-appel = The call came true. Cover the ringed APPEL square.
learn-morpyam-appel-taken = A call that fails wastes its throw, so call a figure you are sure of, or nearly.
learn-morpyam-no-figure = Blue's third throw made no figure on a free square, so the turn passes without a token.
learn-morpyam-outro = That is Morpyam. The match ends at a KO, or when a player places their last token (1 bonus point); then the most points from runs of 3 and 4 wins. Five equal dice, a MORPYAM, earn another turn.

## Morfals.
# The tribes' names, Jusqualos and Sang-Zarète, are the same in every language.

learn-morfals-intro = Morfals: throw three dice marked 1-2-3 and place a figure in the column their sum names; catch rival figures between two of yours to eat them. You play the Jusqualos, with three figures left to place.
learn-morfals-throw = Throw the three dice.
learn-morfals-sandwich = 2 + 2 + 1 = 5, so you place in column 5. Put your figure on the ringed square: the Sang-Zarète figure beside it is caught between two of yours.
learn-morfals-eaten = Eaten! An eaten figure goes back to its tribe's reserve, to be placed again.
learn-morfals-eaten-back = The Sang-Zarète threw 7 and ate your figure on 8/5: it is back in your reserve, so you have three to place again.
learn-morfals-throw-again = Your turn: throw the dice.
learn-morfals-one-two-three = 1, 2 and 3: the turn passes without placing. The only other way to make 6 is 2-2-2, so few figures reach column 6, the river.
learn-morfals-their-figure = The Sang-Zarète placed a figure in column 5, just below yours.
learn-morfals-eat-it = Column 5 again. Place on the ringed square, under their new figure: it is caught between two of yours and eaten.
learn-morfals-they-pass = 1-2-3 for the Sang-Zarète: they pass.
learn-morfals-column = 1 + 3 + 3 = 7. Place on the ringed square of column 7, below their figure on 7/6: a figure of yours above it would then eat it.
learn-morfals-last-one = One figure left: place it and the round is yours.
learn-morfals-river = 2 + 2 + 3 = 7. Place your last figure on the ringed square: it eats the figure on 7/6. The one on 6/6 is caught too, but it stands in the river, column 6, and cannot be eaten.
learn-morfals-won = All your figures are placed: you win the round and score a point for each figure left in the Sang-Zarète's reserve.
learn-morfals-outro = That is Morfals. The first tribe to 20 points wins the match, and the loser of a round starts the next. A triple (1-1-1, 2-2-2 or 3-3-3) places and throws again.

## Sorry!
# START, HOME, SAFETY ZONE and SORRY! are the game's own words, as on its board and cards.

learn-sorry-intro = Sorry!: draw a card and move a pawn by it, from START round the board to HOME. You play Red: two pawns are in START, one is on the board and one is in your SAFETY ZONE.
learn-sorry-draw = Draw a card.
learn-sorry-start = A 1 (or a 2) moves a pawn out of START onto your start circle. Start the ringed pawn.
learn-sorry-blue-moved = Blue drew a 12 and moved a pawn 12 squares.
learn-sorry-blocked = Another 1, but your own pawn stands on your start circle, and no pawn may land on one of its own. Move the ringed pawn 1 forward instead.
learn-sorry-blue-safe = Blue drew a 10 and turned into its SAFETY ZONE: no pawn can be bumped there.
learn-sorry-sorry = SORRY!: take a pawn from START and put it on a Blue pawn, which goes back to its START. Bump the ringed Blue pawn, the furthest along.
learn-sorry-sorried = Sorry, Blue! That pawn must start again from START.
learn-sorry-split-slide = A 7 may be split between two pawns. Move the ringed pawn 6 onto the triangle of Green's slide, and your other ringed pawn the remaining 1.
learn-sorry-slid = Landing on the start of another colour's slide carries you to its end, bumping every pawn on it. On your own colour's slides you do not slide.
learn-sorry-blue-backward = Blue started a pawn with a 2, drew again, and moved it 4 backward with a 4: it is now just before its SAFETY ZONE.
learn-sorry-swap = An 11 may swap one of your pawns with a Blue pawn on the board. Swap the ringed pawns: you jump ahead, and Blue's pawn goes back to go round again.
learn-sorry-swapped = Swapped. When an 11 cannot help you, you may move 11 forward instead.
learn-sorry-blue-twos = Blue drew a 2 twice, drawing again after each, then an 8; one of its pawns slid on Yellow's slide.
learn-sorry-home = Another 7. Your pawn in the SAFETY ZONE needs exactly 3 to reach HOME: move it 3, and the ringed pawn the other 4.
learn-sorry-at-home = HOME! A pawn gets there only by the exact count.
learn-sorry-bump = One more 7. Move your ringed pawn 1 to land on Blue's pawn and bump it, and your other ringed pawn the other 6.
learn-sorry-bumped = Sorry, Blue! Landing on another pawn sends it back to its START.
learn-sorry-outro = That is Sorry! The first to bring all four pawns HOME wins. A 4 moves backward, a 10 moves 10 forward or 1 backward, and after a 2 you draw again.
