# Nine Men's Morris (with Six, Twelve Men's Morris and Morabaraba).
# $point, $from, $to: a point of the board by its coordinate ("d7"), never translated.
# French: the game is "Le Moulin"; man = pion, mill = moulin, fly = voler, removal = prise.
# The sides are named "Blanc" and "Noir" (masculine singular, like a player's name).

## The two sides (scoreboard, turn panel, banners, log): light men and dark men.

morris-seat-white = Blanc
morris-seat-black = Noir

## Scoreboard: the short line under a side's name, made of the parts below joined by
## morris-detail-join ("3 to place · 5 on the board · 2 lost · flies"). Keep it short.

morris-detail-to-place = { $n } à poser
morris-detail-on-board = { $n } sur le plateau
morris-detail-lost = { $n ->
        [one] { $n } perdu
       *[other] { $n } perdus
    }
# The side is down to its last men and may move a man to any empty point.
morris-detail-flies = en vol
morris-detail-join = { $a } · { $b }

## Banner when a new match opens. $variant: the variant's name ("Nine Men's Morris").

morris-opening = { $variant } · Blanc commence

## Turn panel, first line: whose turn it is. $name: a side's name.

morris-turn-over = La partie est terminée
morris-turn-thinking = { $name } réfléchit…
# Only one person plays at this table, and it is their turn.
morris-turn-yours = { $name } · à vous de jouer
morris-turn-to-play = Au tour de { $name }

## Turn panel, second line: what the side to play does now.
## $opponent: the name of the side whose men may be taken.

morris-status-place = Pose : encore { $n ->
        [one] { $n } pion
       *[other] { $n } pions
    } à poser
morris-status-slide = Déplacement : faites glisser un pion le long d'une ligne
morris-status-fly = Vol : déplacez un pion sur n'importe quel point libre
morris-status-remove = Prise : prenez { $n ->
        [one] un pion
       *[other] { $n } pions
    } de { $opponent }

## Turn panel, third line: the draw rules close to ending the match, joined by
## morris-detail-join. $n: the count so far; $limit: the count that draws the match.

morris-counter-repetition = Position répétée { $n } fois sur { $limit }
morris-counter-no-removal = Sans prise : coup { $n } sur { $limit }
# Both sides are down to their last men and fly.
morris-counter-endgame = Tous deux en vol : coup { $n } sur { $limit }
morris-counter-turns = Tour { $n } sur { $limit }

## Turn panel, last line: a hint for the person deciding (mouse, arrows and Enter, or a
## controller).
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.

morris-hint-place = { $device ->
    [touch] Touchez un point éclairé.
   *[other] Posez un pion sur un point éclairé (clic, ou { key-arrows } + { key-select }).
}
morris-hint-remove = Prenez un pion éclairé (pas dans un moulin, sauf si tous le sont).
morris-hint-put-down = { $device ->
    [touch] Touchez un point éclairé pour l'y poser ; touchez à nouveau le pion pour le remettre en place.
   *[other] Posez-le sur un point éclairé ; { key-back } le remet en place.
}
morris-hint-pick-up = { $device ->
    [touch] Touchez un pion éclairé, puis sa destination ; ou faites-le glisser.
   *[other] Saisissez un pion éclairé (clic ou { key-select }), puis choisissez où le poser ; ou faites-le glisser.
}

## Banner (and log): a mill is closed, a side starts to fly, a side resigns.
## $name: the side that acts.

# The opponent ($name) has no man on the board that could be taken.
morris-banner-mill-nothing = Moulin ! Aucun pion de { $name } à prendre
morris-banner-mill = Moulin ! { $name } prend un pion
# Two mills (or more) closed by one move; $n: the men to take.
morris-banner-double-mill = Double moulin ! { $name } prend { $n ->
        [one] un pion
       *[other] { $n } pions
    }
# $n: how few men a side has when it may fly.
morris-banner-flying = { $name } n'a plus que { $n ->
        [one] { $n } pion
       *[other] { $n } pions
    } : il peut voler
morris-banner-resigns = { $name } abandonne
morris-banner-row = Trois alignés ! { $name } gagne

## Log (the last lines of the match beside the table). $name: the side that acts.

morris-log-placed = { $name } pose un pion en { $point }
# $flying: yes when the man flies to any empty point, no when it slides along a line.
morris-log-moved = { $name } { $flying ->
        [yes] fait voler un pion
       *[no] déplace un pion
    } de { $from } à { $to }
# $mills: the points of the mills closed ("a1-a4-a7 and a7-d7-g7"), joined by morris-log-mills-and.
morris-log-closes = { $name } aligne { $mills }
morris-log-mills-and = { $a } et { $b }
# $victim: the side whose man is taken.
morris-log-removed = { $name } prend le pion de { $victim } en { $point }

## Rules panel (pause menu): a heading and a paragraph per section, written from the variant's
## options.

morris-rules-goal-heading = But du jeu
morris-rules-goal = Chaque joueur a { $men ->
        [one] { $men } pion
       *[other] { $men } pions
    }. Vous gagnez quand votre adversaire n'a plus que deux pions, ou plus aucun coup possible.

morris-rules-placing-heading = Pose
morris-rules-placing = Le plateau compte { $points } points. Blanc commence ; chacun à son tour, les joueurs posent un pion sur un point libre, jusqu'à ce que tous les pions soient posés.

morris-rules-moving-heading = Déplacement
morris-rules-moving = Ensuite, à chaque tour, faites glisser l'un de vos pions le long d'une ligne jusqu'au point libre voisin.

morris-rules-mills-heading = Moulins
# $removal: per-mill when each mill closed at once takes a man, one otherwise.
morris-rules-mills = Trois de vos pions alignés sur une même ligne forment un moulin. Former un moulin, en posant ou en déplaçant un pion, vous permet de { $removal ->
        [per-mill] prendre un pion adverse par moulin formé
       *[one] prendre un pion adverse
    }. Un pion qui fait partie d'un moulin ne peut être pris que si tous les pions de ce joueur sont dans des moulins.

morris-rules-flying-heading = Vol
morris-rules-flying = Un joueur à qui il ne reste que { $n ->
        [one] { $n } pion
       *[other] { $n } pions
    } peut déplacer un pion vers n'importe quel point libre, et pas seulement le long d'une ligne.

morris-rules-draws-heading = Partie nulle
# $conditions: the variant's draw conditions below, joined by morris-rules-draws-or.
morris-rules-draws = La partie est nulle si { $conditions }.
morris-rules-draws-or = { $a } ; ou si { $b }
morris-rules-draw-full-board = la pose remplit tout le plateau
morris-rules-draw-repetition = la même position revient { $n } fois avec le même joueur au trait
morris-rules-draw-no-removal = chaque joueur joue { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    } sans qu'aucun pion ne soit pris
morris-rules-draw-endgame = les deux joueurs volent et chacun joue { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    } sans qu'aucun pion ne soit pris
morris-rules-draw-turns = { $n ->
        [one] { $n } tour a été joué
       *[other] { $n } tours ont été joués
    }

morris-rules-goal-row = Chaque joueur a { $men ->
        [one] { $men } pion
       *[other] { $men } pions
    }. Alignez-en trois sur une ligne, { $lines ->
        [diagonals] en rangée, en colonne ou en diagonale,
       *[straight] en rangée ou en colonne,
    } et vous gagnez aussitôt, même pendant la pose ; aucun pion n'est jamais pris. Un joueur sans coup possible perd.
morris-rules-moving-anywhere = Ensuite, à chaque tour, déplacez l'un de vos pions vers n'importe quel point libre.
morris-rules-draw-moves = { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    } de chaque joueur ont été joués après la pose

morris-rules-no-return-heading = Retour interdit
morris-rules-no-return = Un pion qui a quitté un moulin pour en former un autre ne peut pas y revenir dès son coup suivant pour reformer le premier.

# The game's name over its scoreboard and results, before the variant's name (which names the
# number of men): "Morris · Nine Men's Morris".
morris-title = Le Moulin

morris-advice-place = posez un pion en { $point }
morris-advice-move = déplacez le pion de { $from } en { $to }
morris-advice-remove = prenez le pion en { $point }
morris-advice-mill = { $move } : cela forme un moulin
morris-advice-row = { $move } : trois alignés, c'est gagné
