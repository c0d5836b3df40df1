# Menus and screens around the table: loading, title, setup, settings, pause, results, notices.

# The collection's name (loading screen and title).
parlour = Parlour
loading = Loading…
loading-progress = Loading… { $done } / { $total }

## The games, as the menus name them, and a line about each (title and setup screens).
game-morpyam = Morpyam
game-morpyam-tagline = Five dice, a grid of figures: call your throw and line up your tokens.
game-sorry = Sorry!
game-sorry-tagline = Cards, pawns, slides and bumps: race your four pawns home.
game-morris = Nine Men's Morris
game-morris-tagline = Place, slide and fly your men; form mills to take the enemy's.
game-morfals = Morfals
game-morfals-tagline = Three dice, two tribes and a river: sandwich and eat your rival's figures.
# Shown only before any match has been opened.
game-none = Parlour

## Variants, as the setup screen and the scoreboard name them.
variant-morpyam-classic = Classic
variant-morpyam-flash = Flash
variant-morpyam-plus = Plus
variant-sorry-standard = Standard
variant-sorry-points = Play for points
variant-sorry-teams = Teams
variant-sorry-modern = 2013 cards
variant-morris-nine = Nine Men's Morris
variant-morris-six = Six Men's Morris
variant-morris-twelve = Twelve Men's Morris
variant-morris-three = Three Men's Morris
variant-morris-morabaraba = Morabaraba
variant-morfals-standard = Standard

## Title screen.
title-tagline = A tabletop collection
title-resume = Resume match
# $what is a match summary (match-summary).
title-resume-tagline = Go on with the match you left: { $what }.
title-replays = Replays
title-replays-tagline = Watch your last finished matches again, step by step.
title-settings-tagline = Volume, fullscreen, language, controls and reduced motion.
title-quit = Quit

## Buttons used on several screens.
menu-settings = Settings
menu-back = Back
menu-done = Done

## Setup screen (at most 620 px wide).
setup-players = Players
# A seat row: "Seat 1 · Red".
setup-seat = Seat { $n } · { $name }
setup-variant = Variant
setup-start = Start
seat-human = Human
seat-easy = Computer · easy
seat-medium = Computer · medium
seat-hard = Computer · hard
seat-expert = Computer · expert

## Settings menu: a label on the left, its value on the right (150 px).
settings-music = Music
settings-effects = Effects
settings-fullscreen = Fullscreen
settings-reduced-motion = Reduced motion
settings-graphics = Graphics
settings-graphics-high = High
settings-graphics-low = Low
settings-language = Language
settings-ui-scale = Interface size
settings-undo = Undo vs computer
settings-on = On
settings-off = Off
percent = { $n }%

## Settings → Controls: every action with its keyboard keys and controller buttons (the action's
## name in at most 200 px, beside columns of 250 and 110 px).
settings-controls = Controls
controls-title = Controls
controls-keyboard = Keyboard
controls-controller = Controller
controls-up = Up
controls-down = Down
controls-left = Left
controls-right = Right
controls-next = Next item
controls-previous = Previous item
controls-confirm = Select
controls-back = Back
controls-pause = Pause
controls-undo = Undo
controls-hint = Hint
# The line under the list (two lines at most): what to do, then what the last choice did.
# $action is an action's name above, $key the name of a key or button.
controls-help = Choose an action, then press its new key or button. The left stick always moves too.
controls-waiting = Press the new key or button for { $action } ({ $seconds } s; a click cancels).
controls-bound = { $action } is now { $key }.
# A key or button another action ($other) already has is refused.
controls-taken = { $key } is already { $other }'s: choose another, or give { $other } a new one first.
controls-cancelled = Nothing changed.
controls-reset = Reset to defaults
controls-reset-done = Every action has its default keys and buttons again.

## Pause menu.
pause-title = Paused
pause-resume = Resume
pause-rules = Rules
pause-resign = Resign
pause-quit = Quit to title
pause-saved = The match is saved after every move: Resume on the title screen.
pause-replay = A replay: nothing is played or saved.

## Results screen (a panel 430 px wide).
results-rematch = Rematch
results-to-title = Back to title
result-draw = A draw
result-wins = { $name } wins
result-share = { $names } share the win
# The winner's row in the scores.
result-winner = » { $name }
# Banner and log line at the end: "Red wins · KO".
result-line = { $headline } · { $reason }
# Under the scores, when hints were asked for.
result-hints = Hints used: { $n }
# The shelf of finished matches (a panel 640 px wide).
replays-title = Replays
replays-none = No finished match yet.
# Under a match on the shelf: "Red wins · KO · 48 moves".
replays-line = { $result } · { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
replays-export = Export
# The replay bar at the table (buttons about 48 px wide).
replay-heading = Replay
# The banner when a replay opens; $what: "Morris · Nine Men's Morris".
replay-opening = Replay: { $what }
replay-back = ‹ Back
replay-forward = Next ›
replay-play = Play
replay-pause = Pause
replay-speed = { $n }×
replay-progress = Move { $n } of { $total }
replay-stepped-back = One move back
replay-unfinished = Not finished

## Notices: a toast at the bottom of the screen. $what is the system's own description of the
## problem (often in English) or a match summary; $path a file's path.
notice-quality-lowered = Graphics set to Low to keep the table smooth (Settings → Graphics to choose)
notice-asset-failed = Could not load { $path }: { $what }
notice-settings-broken = Settings file was broken: { $what }
notice-settings-unsaved = Could not save settings: { $what }
notice-bot-failed = The computer player could not decide: { $what }
notice-save-broken = The saved match could not be read: { $what }
notice-save-failed = Could not save the match: { $what }
notice-start-failed = Could not start the match: { $what }
notice-move-refused = That move was refused: { $what }
notice-no-resign = No player at this table can resign: the computer players play on.
notice-cannot-resume = This match cannot be resumed here: { $what }
notice-undo-off = Undo is off (Settings).
notice-undo-humans = Undo is for matches against computer players.
notice-undo-nothing = Nothing to undo yet.
# $name: the other person at the table, whose decision an undo would take back.
notice-undo-other = { $name } has played since: undo would take back their move.
notice-undo-wait = Undo once the table is still.
notice-undo-broken = This match's moves do not replay: { $what }
notice-hint-wait = A hint is for your turn.
notice-hint-failed = No hint could be found: { $what }
notice-replay-unsaved = Could not keep the replay: { $what }
notice-replay-broken = A replay could not be read and was left out: { $what }
notice-replay-exported = Replay exported for parlour-engine: { $path }
# Printed (and shown in a dialog where the system has one) when the program cannot start;
# $what: the system's own words.
startup-no-assets = Parlour cannot start: its assets folder is missing (it looked for { $what }). Keep the assets folder beside the program, as the download unpacks it, then start Parlour again.
startup-no-gpu = Parlour cannot start: no graphics adapter on this computer can draw it (it needs Vulkan, DirectX 12, Metal or OpenGL ES 3). Install or update the graphics drivers, then start Parlour again. ({ $what })
startup-no-display = Parlour cannot start: there is no display to open its window on. Start it from a desktop session. ({ $what })

## The web page around the game, before it starts (one line each; the page fills in $mb, $total
## and $what itself).
web-loading = Loading…
web-loading-of = Loading… { $mb } / { $total } MB
web-loading-mb = Loading… { $mb } MB
web-preparing = Preparing…
web-start = Click to play
web-fullscreen = Play full screen
web-sound = Sound starts with the game.
web-load-failed = Could not load the game: { $what }
web-stopped = The game stopped: { $what }

title-statistics = Statistics
title-statistics-tagline = Your record in each game: matches won, lost and drawn, runs of wins and lengths.

## Statistics screen (a panel 900 px wide: the number columns are 74 px, the opponent's 150 px).
statistics-title = Statistics
statistics-none = No finished match yet.
statistics-game = Game
statistics-against = Against
statistics-played = Played
statistics-won = Won
statistics-lost = Lost
statistics-drawn = Drawn
# Wins in a row: now / best.
statistics-streak = Streak
statistics-streak-value = { $now } / { $best }
# The average length of a match, in decisions.
statistics-length = Length
statistics-people = People
statistics-reset = Reset statistics
# The Reset button's label after a first press: a second press erases the record.
statistics-reset-confirm = Press again to erase
notice-statistics-reset = Statistics reset
notice-statistics-broken = The statistics could not be kept: { $what }
