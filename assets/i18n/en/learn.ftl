# Learn to play: the guided first match of each game, and the words around it.

## Around every lesson.

learn-button = Learn to play
learn-title = Learn to play · { $game }
# Offered the first time a game is chosen.
learn-offer = New to { $game }? A guided match teaches it in about three minutes.
learn-offer-yes = Learn to play
learn-offer-no = Not now
learn-skip = Skip lesson
learn-next = Play a match
learn-back = Back to setup
# A decision other than the one asked for. $why: what the lesson asks now.
learn-not-now = Not this time: { $why }
learn-refused = The rules do not allow that: { $why }
learn-done = Lesson complete
# Setup's button once a game's lesson has been finished.
learn-again = Learn to play again
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
