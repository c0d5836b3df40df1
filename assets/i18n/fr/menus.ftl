# Menus and screens around the table: loading, title, setup, settings, pause, results, notices.

# The collection's name (loading screen and title).
parlour = Parlour
loading = Chargement…
loading-progress = Chargement… { $done } / { $total }

## The games, as the menus name them, and a line about each (title and setup screens).
game-morpyam = Morpyam
game-morpyam-tagline = Cinq dés, une grille de figures : faites vos annonces et alignez vos jetons.
game-sorry = Sorry!
game-sorry-tagline = Cartes, glissades et coups bas : ramenez vos quatre pions à la Maison avant les autres.
game-morris = Le Moulin
game-morris-tagline = Posez, déplacez et faites voler vos pions ; formez des moulins pour prendre ceux de l'adversaire.
game-morfals = Morfals
game-morfals-tagline = Trois dés, deux tribus et une rivière : prenez en sandwich les figurines adverses et mangez-les.
# Shown only before any match has been opened.
game-none = Parlour

## Variants, as the setup screen and the scoreboard name them.
variant-morpyam-classic = Classique
variant-morpyam-flash = Flash
variant-morpyam-plus = Plus
variant-sorry-standard = Standard
variant-sorry-points = Aux points
variant-sorry-teams = Par équipes
variant-sorry-modern = Cartes 2013
variant-morris-nine = Neuf pions
variant-morris-six = Six pions
variant-morris-twelve = Douze pions
variant-morris-three = Trois pions
variant-morris-morabaraba = Morabaraba
variant-morfals-standard = Standard

## Title screen.
title-tagline = Une collection de jeux de société
title-resume = Reprendre la partie
# $what is a match summary (match-summary).
title-resume-tagline = Poursuivez la partie interrompue : { $what }.
title-replays = Rediffusions
title-replays-tagline = Revoyez vos dernières parties terminées, coup par coup.
title-settings-tagline = Volume, plein écran, langue, commandes et animations réduites.
title-quit = Quitter

## Buttons used on several screens.
menu-settings = Options
menu-back = Retour
menu-done = Terminé

## Setup screen (at most 620 px wide).
setup-players = Joueurs
# A seat row: "Seat 1 · Red".
setup-seat = Joueur { $n } · { $name }
setup-variant = Variante
setup-start = Jouer
seat-human = Humain
seat-easy = Ordinateur · facile
seat-medium = Ordinateur · moyen
seat-hard = Ordinateur · difficile
seat-expert = Ordinateur · expert

## Settings menu: a label on the left, its value on the right (150 px).
settings-music = Musique
settings-effects = Effets sonores
settings-fullscreen = Plein écran
settings-reduced-motion = Animations réduites
settings-graphics = Qualité graphique
settings-graphics-high = Haute
settings-graphics-low = Basse
settings-language = Langue
settings-ui-scale = Taille de l'interface
settings-on = Oui
settings-off = Non
percent = { $n } %

## Settings → Controls: every action with its keyboard keys and controller buttons (the action's
## name in at most 200 px, beside columns of 250 and 110 px).
settings-controls = Commandes
controls-title = Commandes
controls-keyboard = Clavier
controls-controller = Manette
controls-up = Haut
controls-down = Bas
controls-left = Gauche
controls-right = Droite
controls-next = Élément suivant
controls-previous = Élément précédent
controls-confirm = Valider
controls-back = Retour
controls-pause = Pause
controls-undo = Annuler
controls-hint = Conseil
# The line under the list (two lines at most): what to do, then what the last choice did.
# $action is an action's name above, $key the name of a key or button.
controls-help = Choisissez une action, puis appuyez sur sa nouvelle touche ou son nouveau bouton. Le stick gauche sert toujours aussi à se déplacer.
controls-waiting = Appuyez sur la nouvelle touche ou le nouveau bouton de « { $action } » ({ $seconds } s ; un clic annule).
controls-bound = « { $action } » se fait désormais avec { $key }.
# A key or button another action ($other) already has is refused.
controls-taken = { $key } sert déjà à « { $other } » : choisissez autre chose, ou changez d'abord « { $other } ».
controls-cancelled = Rien n'a changé.
controls-reset = Rétablir par défaut
controls-reset-done = Chaque action a retrouvé ses touches et ses boutons par défaut.

## Pause menu.
pause-title = Pause
pause-resume = Reprendre
pause-rules = Règles
pause-resign = Abandonner
pause-quit = Quitter la partie
pause-saved = La partie est sauvegardée à chaque coup : reprenez-la depuis l'écran d'accueil.
pause-replay = Une rediffusion : rien n'est joué ni enregistré.

## Results screen (a panel 430 px wide).
results-rematch = Revanche
results-to-title = Menu principal
result-draw = Match nul
result-wins = { $name } gagne
result-share = { $names } se partagent la victoire
# The winner's row in the scores.
result-winner = » { $name }
# Banner and log line at the end: "Red wins · KO".
result-line = { $headline } · { $reason }

## Notices: a toast at the bottom of the screen. $what is the system's own description of the
## problem (often in English) or a match summary; $path a file's path.
notice-quality-lowered = Qualité graphique passée en Basse pour garder la table fluide (Options → Qualité graphique pour choisir)
notice-asset-failed = Impossible de charger { $path } : { $what }
notice-settings-broken = Fichier d'options illisible : { $what }
notice-settings-unsaved = Impossible d'enregistrer les options : { $what }
notice-bot-failed = L'ordinateur n'a pas pu choisir son coup : { $what }
notice-save-broken = Impossible de lire la partie sauvegardée : { $what }
notice-save-failed = Impossible d'enregistrer la partie : { $what }
notice-start-failed = Impossible de lancer la partie : { $what }
notice-move-refused = Coup refusé : { $what }
notice-no-resign = Aucun joueur de cette table ne peut abandonner : l'ordinateur poursuit la partie.
notice-cannot-resume = Impossible de reprendre cette partie ici : { $what }

## The web page around the game, before it starts (one line each; the page fills in $mb, $total
## and $what itself).
web-loading = Chargement…
web-loading-of = Chargement… { $mb } / { $total } Mo
web-loading-mb = Chargement… { $mb } Mo
web-preparing = Préparation…
web-start = Cliquez pour jouer
web-fullscreen = Jouer en plein écran
web-sound = Le son démarre avec le jeu.
web-load-failed = Impossible de charger le jeu : { $what }
web-stopped = Le jeu s'est arrêté : { $what }

settings-undo = Annuler contre l'ordinateur
notice-undo-off = L'annulation est désactivée (Réglages).
notice-undo-humans = L'annulation est réservée aux parties contre l'ordinateur.
notice-undo-nothing = Rien à annuler pour l'instant.
notice-undo-other = { $name } a joué depuis : annuler reprendrait son coup.
notice-undo-wait = Annulez quand la table est immobile.
notice-undo-broken = Les coups de cette partie ne se rejouent pas : { $what }
notice-hint-wait = Un conseil, c'est pour votre tour.
notice-hint-failed = Aucun conseil trouvé : { $what }
notice-replay-unsaved = Impossible de garder la rediffusion : { $what }
notice-replay-broken = Une rediffusion illisible a été écartée : { $what }
notice-replay-exported = Rediffusion exportée pour parlour-engine : { $path }
# Printed (and shown in a dialog where the system has one) when the program cannot start;
# $what: the system's own words.
startup-no-assets = Parlour ne peut pas démarrer : son dossier assets est introuvable (il l'a cherché ici : { $what }). Gardez le dossier assets à côté du programme, tel que le téléchargement le décompresse, puis relancez Parlour.
startup-no-gpu = Parlour ne peut pas démarrer : aucune carte graphique de cet ordinateur ne sait l'afficher (il faut Vulkan, DirectX 12, Metal ou OpenGL ES 3). Installez ou mettez à jour les pilotes graphiques, puis relancez Parlour. ({ $what })
startup-no-display = Parlour ne peut pas démarrer : il n'y a pas d'écran où ouvrir sa fenêtre. Lancez-le depuis une session de bureau. ({ $what })
result-hints = Conseils demandés : { $n }
replays-title = Rediffusions
replays-none = Aucune partie terminée pour l'instant.
replays-line = { $result } · { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
replays-export = Exporter
replay-heading = Rediffusion
replay-opening = Rediffusion : { $what }
replay-back = ‹ Retour
replay-forward = Suivant ›
replay-play = Lecture
replay-pause = Pause
replay-speed = { $n }×
replay-progress = Coup { $n } sur { $total }
replay-stepped-back = Un coup en arrière
replay-unfinished = Pas terminée

title-statistics = Statistiques
title-statistics-tagline = Votre bilan dans chaque jeu : parties gagnées, perdues et nulles, séries de victoires et durées.

statistics-title = Statistiques
statistics-none = Aucune partie terminée pour l'instant.
statistics-game = Jeu
statistics-against = Contre
statistics-played = Jouées
statistics-won = Gagnées
statistics-lost = Perdues
statistics-drawn = Nulles
statistics-streak = Série
statistics-streak-value = { $now } / { $best }
statistics-length = Durée
statistics-people = Des joueurs
statistics-reset = Effacer les statistiques
statistics-reset-confirm = Appuyez encore pour effacer
notice-statistics-reset = Statistiques effacées
notice-statistics-broken = Les statistiques n'ont pas pu être gardées : { $what }
