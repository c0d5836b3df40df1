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
morpyam-figure-brelan = { -morpyam-brelan } de { $value }
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

morpyam-seat-red = Rouge
morpyam-seat-blue = Bleu
morpyam-seat-yellow = Jaune
morpyam-seat-green = Vert

## Scoreboard: the short line under a seat's name.

morpyam-detail-resigned = a abandonné
morpyam-detail-tokens-left =
    { $n ->
        [one] { $n } jeton restant
       *[other] { $n } jetons restants
    }

## Banner when a match opens during the roll-off for first player.

morpyam-opening-roll-off = Qui commence ? Le dé le plus fort joue en premier

## Turn panel, title line. $name: a seat's name.

morpyam-title-over = La partie est terminée
morpyam-title-thinking = { $name } réfléchit…
morpyam-title-roll-off = Qui commence ? { $name } lance
morpyam-title-build = { $name } pose une tuile
morpyam-title-your-turn = { $name } · à vous de jouer
morpyam-title-turn = Au tour de { $name }

## Turn panel, status line: the roll, then what became of the call, joined by
## morpyam-status-join. $rolls: throws allowed in a turn; $figure: a figure's name.

morpyam-status-tiles-left =
    { $n ->
        [one] { $n } tuile à poser
       *[other] { $n } tuiles à poser
    }
morpyam-status-roll-off = Le dé le plus fort joue en premier
morpyam-status-roll-next = Lancer 1 sur { $rolls } à venir
morpyam-status-roll = Lancer { $roll } sur { $rolls }
morpyam-status-called = appel : { $figure }
morpyam-status-call-came-true = { $figure } comme annoncé
morpyam-status-call-failed = appel raté : { $figure }
morpyam-status-join = { $a } · { $b }

## Turn panel, detail line: the dice ($dice, e.g. "3 3 5 1 2") and the figures they can cover.

morpyam-dice-made = { $dice } · { $figures }
morpyam-dice-none = { $dice } · aucune figure

## Turn panel, hint for the human deciding. On their turn the hint is made of the sentences
## that apply, joined by morpyam-hint-join.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morpyam-hint-roll-off = Maintenez Lancer pour secouer le dé, relâchez pour lancer.
morpyam-hint-build = Choisissez une tuile, puis une case vide de la grille.
morpyam-hint-call-came-true = Appel réussi : couvrez la case { -morpyam-appel }.
morpyam-hint-place = { $device ->
    [touch] Touchez une case éclairée.
   *[other] Posez sur une case éclairée (clic, ou { key-arrows } + { key-select }).
}
morpyam-hint-keep = { $device ->
    [touch] Touchez les dés à garder.
   *[other] Cliquez sur les dés à garder.
}
morpyam-hint-throw = Maintenez Lancer, visez d'un geste, relâchez.
morpyam-hint-join = { $a } { $b }

## Turn panel controls (buttons and choosers; short).

morpyam-button-throw-first = Lancer le dé
morpyam-button-stop = Arrêter
# The throw button: $n is how many dice it throws (0 when every die is kept).
morpyam-button-throw =
    { $n ->
        [0] Trop de dés gardés
        [one] Lancer { $n } dé
       *[other] Lancer { $n } dés
    }
# Under each die's value: kept aside, or thrown again (very short).
morpyam-die-kept = GARDÉ
morpyam-die-throw = lancer
morpyam-die-keep = garder
morpyam-chooser-call = Appel
morpyam-call-none = Aucun
morpyam-chooser-tile = Tuile
# A tile to lay and how many of it the player holds.
morpyam-tile-held = { $figure } · { $held }

## Banner and log lines as the match goes. $name: a seat's name; $figure: a figure's name.

# Log only: the roll-off for first player.
morpyam-log-roll-off-die = Qui commence ? { $name } fait un { $value }
# $names: the tied seats ("Red and Blue").
morpyam-roll-off-tie = Égalité : { $names } relancent
morpyam-first-player = { $name } commence
# Log only: a tile laid while the grid is built.
morpyam-log-tile-laid = { $name } pose la tuile { $figure }
morpyam-grid-built = La grille est prête : la partie commence
morpyam-turn = Au tour de { $name }
morpyam-plays-again = { $name } rejoue
morpyam-call-made = { $name } appelle { $figure } au lancer { $roll }
# Log only: $n dice thrown, on throw $roll of the turn; $faces: the five dice ("3 3 5 1 2").
morpyam-log-dice-rolled =
    { $n ->
        [one] { $name } lance { $n } dé (lancer { $roll }) : { $faces }
       *[other] { $name } lance { $n } dés (lancer { $roll }) : { $faces }
    }
morpyam-call-came-true = { $figure } comme annoncé ! { $name } couvre la case { -morpyam-appel }
morpyam-call-failed = Pas de { $figure } : l'appel de { $name } a échoué
# Log only.
morpyam-log-token-placed = { $name } couvre la case { $figure }
morpyam-extra-turn = { -morpyam-morpyam } ! { $name } rejoue
# KO and "KO R. D'Aversa" are the game's terms: they stay as they are.
morpyam-ko = KO ! Cinq jetons alignés pour { $name }
morpyam-ko-daversa = KO R. D'Aversa ! Deux { -morpyam-morpyam } dans le même tour pour { $name }
morpyam-passed-stopped = { $name } s'arrête sans poser de jeton
morpyam-passed-no-figure = { $name } ne pose rien : aucune figure sur une case libre
morpyam-passed-failed-call = { $name } ne pose rien après un appel raté
morpyam-passed-resigned = { $name } a abandonné
morpyam-resigns = { $name } abandonne
# $n: turns in a row in which nobody placed a token.
morpyam-idle-end =
    { $n ->
        [one] { $n } tour sans jeton posé : fin de la partie
       *[other] { $n } tours de suite sans jeton posé : fin de la partie
    }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options. Figure names, CALL and KO are the game's terms.

morpyam-rules-goal-heading = But du jeu
# $tokens: each player's tokens; $bonus: the bonus for the last token, without its sign, and
# $sign (plus or minus) its sign.
morpyam-rules-goal =
    Alignez vos jetons sur la grille. Chaque joueur a { $tokens ->
        [one] { $tokens } jeton
       *[other] { $tokens } jetons
    } ; la partie s'arrête quand l'un d'eux pose son dernier jeton (bonus de { $sign ->
        [minus] -
       *[plus] +
    }{ $bonus }), ou aussitôt en cas de KO.

morpyam-rules-build-heading = Pose des tuiles
morpyam-rules-build = Avant de jouer, les figures sont distribuées sous forme de tuiles : le premier joueur pose toutes les siennes sur des cases vides, puis chaque joueur à son tour.

morpyam-rules-turn-heading = Votre tour
# $rolls: throws in a turn; $mini: MINI's highest sum; $maxi: MAXI's lowest sum.
morpyam-rules-turn = Lancez les cinq dés jusqu'à { $rolls } fois. Avant un lancer, vous pouvez mettre de côté les dés de votre choix. Après chaque lancer, vous pouvez vous arrêter et couvrir une case libre dont les dés forment la figure, ou vous arrêter sans rien poser. Le { -morpyam-brelan } demande trois dés de la valeur imprimée sur la case, la { -morpyam-petite-suite } quatre dés qui se suivent, la { -morpyam-suite } cinq, le { -morpyam-full } un brelan et une paire, le { -morpyam-carre } quatre dés identiques, le { -morpyam-mini } un total de { $mini } ou moins, le { -morpyam-maxi } { $maxi } ou plus, le { -morpyam-morpyam } cinq dés identiques.

morpyam-rules-calls-heading = { -morpyam-sec } et { -morpyam-appel }
# $figures: the figures a CALL may name after the first throw ("MORPYAM, CARRÉ, MAXI").
morpyam-rules-calls = La case { -morpyam-sec } ne se couvre qu'avec une figure obtenue au premier lancer. Avant un lancer, vous pouvez APPELER une figure ({ $figures }, ou { -morpyam-sec } avant le premier lancer) : si le lancer suivant la réalise, vous devez couvrir la case { -morpyam-appel } ; sinon, ce lancer ne permet de rien poser, et un appel raté au dernier lancer fait perdre le tour.

morpyam-rules-morpyam-heading = { -morpyam-morpyam }
# Options: $squares (yes: the grid has MORPYAM squares), $sec and $appel (yes: the grid has
# that square), $extra (any: five alike anywhere earns the extra turn; square: only on a
# MORPYAM square), $full (yes: five alike also counts as a FULL), $daversa (yes: the KO
# R. D'Aversa rule is on).
morpyam-rules-morpyam =
    { $squares ->
        [yes] Cinq dés identiques font un { -morpyam-morpyam }. Tant qu'une case { -morpyam-morpyam } est libre, un { -morpyam-morpyam } ne peut couvrir qu'une case { -morpyam-morpyam } ; quand elles sont toutes prises, il peut couvrir toute autre case dont il forme la figure ({ -morpyam-carre }, { -morpyam-full }, { -morpyam-brelan }…{ $sec ->
                [yes] , { -morpyam-sec } au premier lancer).
               *[no] ).
            }{ $appel ->
                [yes] {" "}Un appel réussi couvre toujours la case { -morpyam-appel }.
               *[no] {""}
            }{" "}
       *[no] {""}
    }{ $extra ->
        [square] Un jeton posé sur une case { -morpyam-morpyam } avec cinq dés identiques donne droit à un tour de plus.
       *[any] Un jeton posé avec cinq dés identiques donne droit à un tour de plus.
    }{ $full ->
        [yes] {" "}Cinq dés identiques comptent aussi comme un { -morpyam-full }.
       *[no] {""}
    }{ $daversa ->
        [yes] {" "}Deux { -morpyam-morpyam } posés dans le même tour font gagner aussitôt (KO R. D'Aversa).
       *[no] {""}
    }

morpyam-rules-scoring-heading = Décompte des points
# $ko: tokens in a line for a KO; $three and $four: points for a line of 3 and of 4.
morpyam-rules-scoring = { $ko } jetons alignés (ligne, colonne ou diagonale) donnent aussitôt la victoire : c'est le KO. Sinon, en fin de partie, chaque alignement d'exactement 3 jetons rapporte { $three ->
        [one] { $three } point
       *[other] { $three } points
    } et chaque alignement de 4 en rapporte { $four }.

morpyam-rules-idle-heading = Blocage
# $rounds: full rounds in a row with no token placed.
morpyam-rules-idle =
    { $rounds ->
        [one] Après { $rounds } tour de table complet sans aucun jeton posé, la partie s'arrête sans le bonus.
       *[other] Après { $rounds } tours de table complets d'affilée sans aucun jeton posé, la partie s'arrête sans le bonus.
    }

morpyam-square-at = ligne { $row }, colonne { $column }
morpyam-advice-roll-off = lancez votre dé
morpyam-advice-throw-all = lancez les cinq dés
morpyam-advice-keep = gardez { $dice } et relancez { $n ->
    [one] un dé
   *[other] { $n } dés
}
morpyam-advice-call = annoncez { $figure }
morpyam-advice-place = arrêtez et couvrez { $figure } en { $at }
morpyam-advice-tile = posez la tuile { $figure } en { $at }
morpyam-advice-pass = arrêtez et passez
morpyam-advice-why-ko = { $move } : cinq en ligne, KO
morpyam-advice-why-points = { $move } : cela rapporte { $n ->
    [one] { $n } point
   *[other] { $n } points
}
