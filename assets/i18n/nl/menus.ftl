# Menus and screens around the table: loading, title, setup, settings, pause, results, notices.

# The collection's name (loading screen and title).
parlour = Parlour
loading = Laden…
loading-progress = Laden… { $done } / { $total }

## The games, as the menus name them, and a line about each (title and setup screens).
game-morpyam = Morpyam
game-morpyam-tagline = Vijf dobbelstenen, een rooster vol figuren: kondig je worp aan en zet je fiches op een rij.
game-sorry = Sorry!
game-sorry-tagline = Kaarten, pionnen, glijbanen en terug naar start: breng als eerste je vier pionnen thuis.
game-morris = Molenspel
game-morris-tagline = Zet, schuif en spring met je stenen; maak molens en sla stenen van je tegenstander.
game-morfals = Morfals
game-morfals-tagline = Drie dobbelstenen, twee stammen en een rivier: sluit de figuren van je rivaal in en eet ze op.
# Shown only before any match has been opened.
game-none = Parlour

## Variants, as the setup screen and the scoreboard name them.
variant-morpyam-classic = Klassiek
variant-morpyam-flash = Flash
variant-morpyam-plus = Plus
variant-sorry-standard = Standaard
variant-sorry-points = Spelen om punten
variant-sorry-teams = Teams
variant-sorry-modern = Kaarten van 2013
variant-morris-nine = Negen stenen
variant-morris-six = Zes stenen
variant-morris-twelve = Twaalf stenen
variant-morris-three = Drie stenen
variant-morris-morabaraba = Morabaraba
variant-morfals-standard = Standaard

## Title screen.
title-tagline = Een verzameling gezelschapsspellen
title-resume = Partij hervatten
# $what is a match summary (match-summary).
title-resume-tagline = Speel verder waar je gebleven was: { $what }.
title-replays = Herhalingen
title-replays-tagline = Bekijk je laatste uitgespeelde partijen opnieuw, zet voor zet.
title-settings-tagline = Volume, volledig scherm, taal, besturing en minder beweging.
title-quit = Afsluiten

## Buttons used on several screens.
menu-settings = Instellingen
menu-back = Terug
menu-done = Klaar

## Setup screen (at most 620 px wide).
setup-players = Spelers
# A seat row: "Seat 1 · Red".
setup-seat = Plaats { $n } · { $name }
setup-variant = Variant
setup-start = Start
seat-human = Mens
seat-easy = Computer · makkelijk
seat-medium = Computer · gemiddeld
seat-hard = Computer · moeilijk
seat-expert = Computer · expert

## Settings menu: a label on the left, its value on the right (150 px).
settings-music = Muziek
settings-effects = Effecten
settings-fullscreen = Volledig scherm
settings-reduced-motion = Minder beweging
settings-graphics = Graphics
settings-graphics-high = Hoog
settings-graphics-low = Laag
settings-language = Taal
settings-ui-scale = Interfacegrootte
settings-on = Aan
settings-off = Uit
percent = { $n }%

## Settings → Controls: every action with its keyboard keys and controller buttons (the action's
## name in at most 200 px, beside columns of 250 and 110 px).
settings-controls = Besturing
controls-title = Besturing
controls-keyboard = Toetsenbord
controls-controller = Controller
controls-up = Omhoog
controls-down = Omlaag
controls-left = Links
controls-right = Rechts
controls-next = Volgend onderdeel
controls-previous = Vorig onderdeel
controls-confirm = Kiezen
controls-back = Terug
controls-pause = Pauze
controls-undo = Terugnemen
controls-hint = Tip
# The line under the list (two lines at most): what to do, then what the last choice did.
# $action is an action's name above, $key the name of a key or button.
controls-help = Kies een actie en druk dan op de nieuwe toets of knop. Met de linkerstick beweeg je altijd ook.
controls-waiting = Druk op de nieuwe toets of knop voor { $action } ({ $seconds } s; klikken annuleert).
controls-bound = { $action } zit nu op { $key }.
# A key or button another action ($other) already has is refused.
controls-taken = { $key } is al van { $other }: kies een andere, of geef { $other } eerst een nieuwe.
controls-cancelled = Er is niets veranderd.
controls-reset = Standaard herstellen
controls-reset-done = Alle acties hebben weer hun standaardtoetsen en -knoppen.

## Pause menu.
pause-title = Gepauzeerd
pause-resume = Hervatten
pause-rules = Spelregels
pause-resign = Opgeven
pause-quit = Naar hoofdmenu
pause-saved = De partij wordt na elke zet opgeslagen: ga later verder via het hoofdmenu.
pause-replay = Een herhaling: er wordt niets gespeeld of opgeslagen.

## Results screen (a panel 430 px wide).
results-rematch = Revanche
results-to-title = Naar hoofdmenu
result-draw = Gelijkspel
result-wins = { $name } wint
result-share = { $names } delen de overwinning
# The winner's row in the scores.
result-winner = » { $name }
# Banner and log line at the end: "Red wins · KO".
result-line = { $headline } · { $reason }

## Notices: a toast at the bottom of the screen. $what is the system's own description of the
## problem (often in English) or a match summary; $path a file's path.
notice-quality-lowered = Graphics op Laag gezet zodat de tafel vloeiend blijft (Instellingen → Graphics om te kiezen)
notice-asset-failed = Kan { $path } niet laden: { $what }
notice-settings-broken = Het instellingenbestand was beschadigd: { $what }
notice-settings-unsaved = Kan de instellingen niet opslaan: { $what }
notice-bot-failed = De computerspeler kon geen keuze maken: { $what }
notice-save-broken = De opgeslagen partij kan niet worden gelezen: { $what }
notice-save-failed = Kan de partij niet opslaan: { $what }
notice-start-failed = Kan de partij niet starten: { $what }
notice-move-refused = Die zet is geweigerd: { $what }
notice-no-resign = Niemand aan deze tafel kan opgeven: de computerspelers spelen door.
notice-cannot-resume = Deze partij kan hier niet worden hervat: { $what }

## The web page around the game, before it starts (one line each; the page fills in $mb, $total
## and $what itself).
web-loading = Laden…
web-loading-of = Laden… { $mb } / { $total } MB
web-loading-mb = Laden… { $mb } MB
web-preparing = Voorbereiden…
web-start = Klik om te spelen
web-fullscreen = Speel op volledig scherm
web-sound = Het geluid start met het spel.
web-load-failed = Het spel kon niet worden geladen: { $what }
web-stopped = Het spel is gestopt: { $what }

settings-undo = Terugnemen tegen computer
notice-undo-off = Terugnemen staat uit (Instellingen).
notice-undo-humans = Terugnemen kan alleen in partijen tegen computerspelers.
notice-undo-nothing = Er is nog niets om terug te nemen.
notice-undo-other = { $name } heeft sindsdien gespeeld: terugnemen zou die zet ongedaan maken.
notice-undo-wait = Neem terug als de tafel stilstaat.
notice-undo-broken = De zetten van deze partij laten zich niet herspelen: { $what }
notice-hint-wait = Een tip is voor jouw beurt.
notice-hint-failed = Geen tip gevonden: { $what }
notice-replay-unsaved = Kan de herhaling niet bewaren: { $what }
notice-replay-broken = Een herhaling kon niet worden gelezen en is weggelaten: { $what }
notice-replay-exported = Herhaling geëxporteerd voor parlour-engine: { $path }
# Printed (and shown in a dialog where the system has one) when the program cannot start;
# $what: the system's own words.
startup-no-assets = Parlour kan niet starten: de map assets ontbreekt (gezocht op { $what }). Laat de map assets naast het programma staan, zoals de download die uitpakt, en start Parlour opnieuw.
startup-no-gpu = Parlour kan niet starten: geen grafische kaart in deze computer kan het tekenen (nodig is Vulkan, DirectX 12, Metal of OpenGL ES 3). Installeer of vernieuw de stuurprogramma's van de grafische kaart en start Parlour opnieuw. ({ $what })
startup-no-display = Parlour kan niet starten: er is geen scherm om het venster op te openen. Start het vanuit een bureaubladsessie. ({ $what })
result-hints = Tips gebruikt: { $n }
replays-title = Herhalingen
replays-none = Nog geen uitgespeelde partij.
replays-line = { $result } · { $n ->
    [one] { $n } zet
   *[other] { $n } zetten
}
replays-export = Exporteren
replay-heading = Herhaling
replay-opening = Herhaling: { $what }
replay-back = ‹ Terug
replay-forward = Verder ›
replay-play = Afspelen
replay-pause = Pauze
replay-speed = { $n }×
replay-progress = Zet { $n } van { $total }
replay-stepped-back = Eén zet terug
replay-unfinished = Niet uitgespeeld

title-statistics = Statistieken
title-statistics-tagline = Je resultaten per spel: gewonnen, verloren en gelijk, reeksen overwinningen en lengtes.

statistics-title = Statistieken
statistics-none = Nog geen uitgespeelde partij.
statistics-game = Spel
statistics-against = Tegen
statistics-played = Gespeeld
statistics-won = Gewonnen
statistics-lost = Verloren
statistics-drawn = Gelijk
statistics-streak = Reeks
statistics-streak-value = { $now } / { $best }
statistics-length = Lengte
statistics-people = Mensen
statistics-reset = Statistieken wissen
statistics-reset-confirm = Druk nogmaals om te wissen
notice-statistics-reset = Statistieken gewist
notice-statistics-broken = De statistieken konden niet bewaard worden: { $what }
