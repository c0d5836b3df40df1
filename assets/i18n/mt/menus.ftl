# Menus and screens around the table: loading, title, setup, settings, pause, results, notices.

# The collection's name (loading screen and title).
parlour = Parlour
loading = Qed jitgħabba…
loading-progress = Qed jitgħabba… { $done } / { $total }

## The games, as the menus name them, and a line about each (title and setup screens).
game-morpyam = Morpyam
game-morpyam-tagline = Ħames dadi, grilja ta' figuri: ħabbar it-tefgħa tiegħek u poġġi l-gettuni f'linja.
game-sorry = Sorry!
game-sorry-tagline = Karti, pedini, żerżiq u daqqiet: ġri bl-erba' pedini tiegħek lejn id-dar.
game-morris = Morris ta' Disa' Irġiel
game-morris-tagline = Qiegħed, żerżaq u tajjar il-biċċiet tiegħek; agħmel mtieħen u ħu dawk tal-avversarju.
game-morfals = Morfals
game-morfals-tagline = Tliet dadi, żewġ tribujiet u xmara: aqbad il-figuri tar-rivali bejn tnejn u kulhom.
# Shown only before any match has been opened.
game-none = Parlour

## Variants, as the setup screen and the scoreboard name them.
variant-morpyam-classic = Klassiku
variant-morpyam-flash = Flash
variant-morpyam-plus = Plus
variant-sorry-standard = Standard
variant-sorry-points = Għall-punti
variant-sorry-teams = Timijiet
variant-sorry-modern = Karti tal-2013
variant-morris-nine = Morris ta' Disa' Irġiel
variant-morris-six = Morris ta' Sitt Irġiel
variant-morris-twelve = Morris ta' Tnax-il Irġiel
variant-morris-three = Morris ta' Tliet Irġiel
variant-morris-morabaraba = Morabaraba
variant-morfals-standard = Standard

## Title screen.
title-tagline = Kollezzjoni ta' logħob tal-mejda
title-resume = Kompli l-logħba
# $what is a match summary (match-summary).
title-resume-tagline = Kompli l-logħba li ħallejt: { $what }.
title-replays = Erġa' ara
title-replays-tagline = Erġa' ara l-aħħar logħbiet li lestejt, mossa b'mossa.
title-settings-tagline = Volum, skrin sħiħ, lingwa, kontrolli u anqas moviment.
title-quit = Oħroġ

## Buttons used on several screens.
menu-settings = Issettjar
menu-back = Lura
menu-done = Lest

## Setup screen (at most 620 px wide).
setup-players = Plejers
# A seat row: "Seat 1 · Red".
setup-seat = Post { $n } · { $name }
setup-variant = Varjant
setup-start = Ibda
seat-human = Bniedem
seat-easy = Kompjuter · faċli
seat-medium = Kompjuter · medju
seat-hard = Kompjuter · diffiċli
seat-expert = Kompjuter · espert

## Settings menu: a label on the left, its value on the right (150 px).
settings-music = Mużika
settings-effects = Effetti
settings-fullscreen = Skrin sħiħ
settings-reduced-motion = Anqas moviment
settings-graphics = Grafika
settings-graphics-high = Għolja
settings-graphics-low = Baxxa
settings-language = Lingwa
settings-ui-scale = Daqs tal-interfaċċja
settings-undo = Ħassar mossa vs kompjuter
settings-on = Mixgħul
settings-off = Mitfi
percent = { $n }%

## Settings → Controls: every action with its keyboard keys and controller buttons (the action's
## name in at most 200 px, beside columns of 250 and 110 px).
settings-controls = Kontrolli
controls-title = Kontrolli
controls-keyboard = Tastiera
controls-controller = Kontrollur
controls-up = Fuq
controls-down = Isfel
controls-left = Xellug
controls-right = Lemin
controls-next = L-element li jmiss
controls-previous = L-element ta' qabel
controls-confirm = Agħżel
controls-back = Lura
controls-pause = Waqfa
controls-undo = Ħassar mossa
controls-hint = Ħjiel
# The line under the list (two lines at most): what to do, then what the last choice did.
# $action is an action's name above, $key the name of a key or button.
controls-help = Agħżel azzjoni, imbagħad agħfas it-tasta jew il-buttuna l-ġdida tagħha. L-istick tax-xellug dejjem iċaqlaq ukoll.
controls-waiting = Agħfas it-tasta jew il-buttuna l-ġdida għal { $action } ({ $seconds } s; klikk jikkanċella).
controls-bound = { $action } issa fuq { $key }.
# A key or button another action ($other) already has is refused.
controls-taken = { $key } diġà ta' { $other }: agħżel oħra, jew agħti lil { $other } waħda ġdida l-ewwel.
controls-cancelled = Ma nbidel xejn.
controls-reset = Lura għall-oriġinali
controls-reset-done = Kull azzjoni reġgħet għandha t-tasti u l-buttuni oriġinali tagħha.

## Pause menu.
pause-title = Waqfa
pause-resume = Kompli
pause-rules = Regoli
pause-resign = Ċedi
pause-quit = Oħroġ għall-bidu
pause-saved = Il-logħba tiġi salvata wara kull mossa: Kompli l-logħba mill-iskrin tal-bidu.
pause-replay = Qed terġa' tara: xejn ma jintlagħab u xejn ma jiġi salvat.

## Results screen (a panel 430 px wide).
results-rematch = Erġa' ilgħab
results-to-title = Lura għall-bidu
result-draw = Patta
result-wins = Rebħa għal { $name }
result-share = { $names } jaqsmu r-rebħa
# The winner's row in the scores.
result-winner = » { $name }
# Banner and log line at the end: "Red wins · KO".
result-line = { $headline } · { $reason }
# Under the scores, when hints were asked for.
result-hints = Ħjiel mitluba: { $n }
# The shelf of finished matches (a panel 640 px wide).
replays-title = Erġa' ara
replays-none = Għad m'hemm l-ebda logħba mitmuma.
# Under a match on the shelf: "Red wins · KO · 48 moves".
replays-line = { $result } · { $n ->
    [one] { $n } mossa
    [two] { $n } mossi
    [few] { $n } mossi
    [many] { $n }-il mossa
   *[other] { $n } mossa
}
replays-export = Esporta
# The replay bar at the table (buttons about 48 px wide).
replay-heading = Erġa' ara
# The banner when a replay opens; $what: "Morris · Nine Men's Morris".
replay-opening = Erġa' ara: { $what }
replay-back = ‹ Lura
replay-forward = Li jmiss ›
replay-play = Ħaddem
replay-pause = Waqqaf
replay-speed = { $n }×
replay-progress = Mossa { $n } minn { $total }
replay-stepped-back = Mossa lura
replay-unfinished = Ma spiċċatx

## Notices: a toast at the bottom of the screen. $what is the system's own description of the
## problem (often in English) or a match summary; $path a file's path.
notice-quality-lowered = Il-grafika saret Baxxa biex il-mejda tibqa' tiċċaqlaq bla xkiel (Issettjar → Grafika biex tagħżel)
notice-asset-failed = Ma setax jitgħabba { $path }: { $what }
notice-settings-broken = Il-fajl tal-issettjar kien bil-ħsara: { $what }
notice-settings-unsaved = L-issettjar ma setax jiġi salvat: { $what }
notice-bot-failed = Il-plejer tal-kompjuter ma setax jiddeċiedi: { $what }
notice-save-broken = Il-logħba salvata ma setgħetx tinqara: { $what }
notice-save-failed = Il-logħba ma setgħetx tiġi salvata: { $what }
notice-start-failed = Il-logħba ma setgħetx tibda: { $what }
notice-move-refused = Dik il-mossa ġiet miċħuda: { $what }
notice-no-resign = Ħadd f'din il-mejda ma jista' jċedi: il-plejers tal-kompjuter ikomplu jilagħbu.
notice-cannot-resume = Din il-logħba ma tistax titkompla hawn: { $what }
notice-undo-off = It-tħassir tal-mossi mitfi (Issettjar).
notice-undo-humans = It-tħassir tal-mossi huwa biss għal-logħbiet kontra l-kompjuter.
notice-undo-nothing = Għad m'hemm xejn x'tħassar.
# $name: the other person at the table, whose decision an undo would take back.
notice-undo-other = Sadanittant kien id-dawr ta' { $name }: it-tħassir iħassar dik il-mossa wkoll.
notice-undo-wait = Ħassar il-mossa meta l-mejda tieqaf.
notice-undo-broken = Il-mossi ta' din il-logħba ma jerġgħux jintlagħbu: { $what }
notice-hint-wait = Il-ħjiel huwa għad-dawra tiegħek.
notice-hint-failed = Ma nstab l-ebda ħjiel: { $what }
notice-replay-unsaved = Il-logħba ma setgħetx tinżamm biex terġa' tarah aktar tard: { $what }
notice-replay-broken = Logħba mitmuma ma setgħetx tinqara u tħalliet barra: { $what }
notice-replay-exported = Il-logħba ġiet esportata għal parlour-engine: { $path }
# Printed (and shown in a dialog where the system has one) when the program cannot start;
# $what: the system's own words.
startup-no-assets = Parlour ma jistax jibda: il-folder assets tiegħu nieqes (fittxu f'{ $what }). Żomm il-folder assets ħdejn il-programm, kif jinfetaħ mit-tniżżil, u erġa' ibda Parlour.
startup-no-gpu = Parlour ma jistax jibda: l-ebda adapter grafiku f'dan il-kompjuter ma jista' jpinġih (jeħtieġ Vulkan, DirectX 12, Metal jew OpenGL ES 3). Installa jew aġġorna d-drivers tal-grafika, imbagħad erġa' ibda Parlour. ({ $what })
startup-no-display = Parlour ma jistax jibda: m'hemm l-ebda skrin fejn jiftaħ it-tieqa tiegħu. Ibdih minn sessjoni tad-desktop. ({ $what })

## The web page around the game, before it starts (one line each; the page fills in $mb, $total
## and $what itself).
web-loading = Qed jitgħabba…
web-loading-of = Qed jitgħabba… { $mb } / { $total } MB
web-loading-mb = Qed jitgħabba… { $mb } MB
web-preparing = Qed jitħejja…
web-start = Ikklikkja biex tilgħab
web-fullscreen = Ilgħab fuq l-iskrin kollu
web-sound = Il-ħoss jibda mal-logħba.
web-load-failed = Il-logħba ma setgħetx titgħabba: { $what }
web-stopped = Il-logħba waqfet: { $what }

title-statistics = Statistika
title-statistics-tagline = Ir-rekord tiegħek f'kull logħba: rebħiet, telfiet u patti, sensiliet ta' rebħiet u tul.

statistics-title = Statistika
statistics-none = Għad m'hemm l-ebda logħba mitmuma.
statistics-game = Logħba
statistics-against = Kontra
statistics-played = Lgħabt
statistics-won = Rbaħt
statistics-lost = Tlift
statistics-drawn = Patta
statistics-streak = Sensiela
statistics-streak-value = { $now } / { $best }
statistics-length = Tul
statistics-people = Nies
statistics-reset = Ħassar l-istatistika
statistics-reset-confirm = Erġa' agħfas biex tħassar
notice-statistics-reset = L-istatistika tħassret
notice-statistics-broken = L-istatistika ma setgħetx tinżamm: { $what }
