# Menus and screens around the table: loading, title, setup, settings, pause, results, notices.

# The collection's name (loading screen and title).
parlour = Parlour
loading = Laai tans…
loading-progress = Laai tans… { $done } / { $total }

## The games, as the menus name them, and a line about each (title and setup screens).
game-morpyam = Morpyam
game-morpyam-tagline = Vyf dobbelstene, 'n rooster vol figure: kondig jou gooi aan en kry jou skywe in 'n ry.
game-sorry = Jammer!
game-sorry-tagline = Kaarte, pionne, gly en stamp: jaag al vier jou pionne huis toe.
game-morris = Meul
game-morris-tagline = Plaas, skuif en vlieg met jou stukke; vorm meule en vat die vyand s'n.
game-morfals = Morfals
game-morfals-tagline = Drie dobbelstene, twee stamme en 'n rivier: knyp jou teenstander se figure vas en eet hulle op.
# Shown only before any match has been opened.
game-none = Parlour

## Variants, as the setup screen and the scoreboard name them.
variant-morpyam-classic = Klassiek
variant-morpyam-flash = Flash
variant-morpyam-plus = Plus
variant-sorry-standard = Standaard
variant-sorry-points = Speel vir punte
variant-sorry-teams = Spanne
variant-sorry-modern = 2013-kaarte
variant-morris-nine = Nege stukke
variant-morris-six = Ses stukke
variant-morris-twelve = Twaalf stukke
variant-morris-three = Drie stukke
variant-morris-morabaraba = Morabaraba
variant-morfals-standard = Standaard

## Title screen.
title-tagline = 'n Versameling bordspele
title-resume = Hervat spel
# $what is a match summary (match-summary).
title-resume-tagline = Speel voort waar jy opgehou het: { $what }.
title-replays = Herhalings
title-replays-tagline = Kyk weer na jou laaste klaar gespeelde spelle, skuif vir skuif.
title-settings-tagline = Volume, volskerm, taal, kontroles en minder beweging.
title-quit = Sluit af

## Buttons used on several screens.
menu-settings = Instellings
menu-back = Terug
menu-done = Klaar

## Setup screen (at most 620 px wide).
setup-players = Spelers
# A seat row: "Seat 1 · Red".
setup-seat = Sitplek { $n } · { $name }
setup-variant = Variant
setup-start = Begin
seat-human = Mens
seat-easy = Rekenaar · maklik
seat-medium = Rekenaar · gemiddeld
seat-hard = Rekenaar · moeilik
seat-expert = Rekenaar · kenner

## Settings menu: a label on the left, its value on the right (150 px).
settings-music = Musiek
settings-effects = Klankeffekte
settings-fullscreen = Volskerm
settings-reduced-motion = Minder beweging
settings-graphics = Grafika
settings-graphics-high = Hoog
settings-graphics-low = Laag
settings-language = Taal
settings-ui-scale = Koppelvlakgrootte
settings-on = Aan
settings-off = Af
percent = { $n }%

## Settings → Controls: every action with its keyboard keys and controller buttons (the action's
## name in at most 200 px, beside columns of 250 and 110 px).
settings-controls = Kontroles
controls-title = Kontroles
controls-keyboard = Sleutelbord
controls-controller = Beheerder
controls-up = Op
controls-down = Af
controls-left = Links
controls-right = Regs
controls-next = Volgende item
controls-previous = Vorige item
controls-confirm = Kies
controls-back = Terug
controls-pause = Pouse
controls-undo = Ontdoen
controls-hint = Wenk
# The line under the list (two lines at most): what to do, then what the last choice did.
# $action is an action's name above, $key the name of a key or button.
controls-help = Kies 'n aksie en druk dan sy nuwe sleutel of knoppie. Die linkerstokkie beweeg altyd ook.
controls-waiting = Druk die nuwe sleutel of knoppie vir { $action } ({ $seconds } s; 'n klik kanselleer).
controls-bound = { $action } is nou { $key }.
# A key or button another action ($other) already has is refused.
controls-taken = { $key } behoort reeds aan { $other }: kies 'n ander een, of gee eers vir { $other } 'n nuwe een.
controls-cancelled = Niks het verander nie.
controls-reset = Herstel verstekwaardes
controls-reset-done = Elke aksie het weer sy verstek-sleutels en -knoppies.

## Pause menu.
pause-title = Pouse
pause-resume = Hervat
pause-rules = Reëls
pause-resign = Gee oor
pause-quit = Na die hoofmenu
pause-saved = Die spel word ná elke skuif gestoor: hervat dit later op die hoofmenu.
pause-replay = 'n Herhaling: niks word gespeel of gestoor nie.

## Results screen (a panel 430 px wide).
results-rematch = Speel weer
results-to-title = Terug na hoofmenu
result-draw = Gelykop
result-wins = { $name } wen
result-share = { $names } deel die oorwinning
# The winner's row in the scores.
result-winner = » { $name }
# Banner and log line at the end: "Red wins · KO".
result-line = { $headline } · { $reason }

## Notices: a toast at the bottom of the screen. $what is the system's own description of the
## problem (often in English) or a match summary; $path a file's path.
notice-quality-lowered = Grafika op Laag gestel sodat die tafel glad bly (Instellings → Grafika om te kies)
notice-asset-failed = Kon nie { $path } laai nie: { $what }
notice-settings-broken = Die instellingslêer was beskadig: { $what }
notice-settings-unsaved = Kon nie die instellings stoor nie: { $what }
notice-bot-failed = Die rekenaarspeler kon nie besluit nie: { $what }
notice-save-broken = Die gestoorde spel kon nie gelees word nie: { $what }
notice-save-failed = Kon nie die spel stoor nie: { $what }
notice-start-failed = Kon nie die spel begin nie: { $what }
notice-move-refused = Daardie skuif is geweier: { $what }
notice-no-resign = Niemand by hierdie tafel kan oorgee nie: die rekenaarspelers speel voort.
notice-cannot-resume = Hierdie spel kan nie hier hervat word nie: { $what }

## The web page around the game, before it starts (one line each; the page fills in $mb, $total
## and $what itself).
web-loading = Laai…
web-loading-of = Laai… { $mb } / { $total } MB
web-loading-mb = Laai… { $mb } MB
web-preparing = Berei voor…
web-start = Klik om te speel
web-fullscreen = Speel op volle skerm
web-sound = Die klank begin saam met die spel.
web-load-failed = Kon nie die spel laai nie: { $what }
web-stopped = Die spel het gestop: { $what }

settings-undo = Ontdoen teen rekenaar
notice-undo-off = Ontdoen is af (Instellings).
notice-undo-humans = Ontdoen is net vir spelle teen rekenaarspelers.
notice-undo-nothing = Nog niks om te ontdoen nie.
notice-undo-other = { $name } het intussen gespeel: ontdoen sou daardie skuif terugneem.
notice-undo-wait = Ontdoen sodra die tafel stil is.
notice-undo-broken = Hierdie spel se skuiwe speel nie weer nie: { $what }
notice-hint-wait = 'n Wenk is vir jou beurt.
notice-hint-failed = Geen wenk gevind nie: { $what }
notice-replay-unsaved = Kon nie die herhaling hou nie: { $what }
notice-replay-broken = 'n Herhaling kon nie gelees word nie en is uitgelaat: { $what }
notice-replay-exported = Herhaling uitgevoer vir parlour-engine: { $path }
# Printed (and shown in a dialog where the system has one) when the program cannot start;
# $what: the system's own words.
startup-no-assets = Parlour kan nie begin nie: sy assets-gids ontbreek (dit het gesoek na { $what }). Hou die assets-gids langs die program, soos die aflaai dit uitpak, en begin Parlour weer.
startup-no-gpu = Parlour kan nie begin nie: geen grafiese kaart in hierdie rekenaar kan dit teken nie (dit het Vulkan, DirectX 12, Metal of OpenGL ES 3 nodig). Installeer of werk die grafiese drywers by en begin Parlour weer. ({ $what })
startup-no-display = Parlour kan nie begin nie: daar is geen skerm om sy venster op oop te maak nie. Begin dit vanuit 'n werkskermsessie. ({ $what })
result-hints = Wenke gebruik: { $n }
replays-title = Herhalings
replays-none = Nog geen klaar gespeelde spel nie.
replays-line = { $result } · { $n ->
    [one] { $n } skuif
   *[other] { $n } skuiwe
}
replays-export = Voer uit
replay-heading = Herhaling
replay-opening = Herhaling: { $what }
replay-back = ‹ Terug
replay-forward = Volgende ›
replay-play = Speel
replay-pause = Pouse
replay-speed = { $n }×
replay-progress = Skuif { $n } van { $total }
replay-stepped-back = Een skuif terug
replay-unfinished = Nie klaar nie

title-statistics = Statistiek
title-statistics-tagline = Jou rekord in elke spel: gewen, verloor en gelykop, wenreekse en lengtes.

statistics-title = Statistiek
statistics-none = Nog geen klaar gespeelde spel nie.
statistics-game = Spel
statistics-against = Teen
statistics-played = Gespeel
statistics-won = Gewen
statistics-lost = Verloor
statistics-drawn = Gelykop
statistics-streak = Reeks
statistics-streak-value = { $now } / { $best }
statistics-length = Lengte
statistics-people = Mense
statistics-reset = Vee statistiek uit
statistics-reset-confirm = Druk weer om uit te vee
notice-statistics-reset = Statistiek uitgevee
notice-statistics-broken = Die statistiek kon nie bewaar word nie: { $what }
