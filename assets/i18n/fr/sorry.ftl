# Sorry!: the board game of cards, pawns, slides and bumps. The game's own terms are printed on
# the board and the cards in capitals: START, HOME, SAFETY ZONE, and the SORRY! card.
# French: START = Départ, HOME = Maison, SAFETY ZONE = zone de sécurité, slide = glissade,
# bump = renvoyer (au Départ); the SORRY! card keeps its name, and so does the cry "Sorry".

## The four colours: the seats' names on the scoreboard, in the banner, the log and the results.
sorry-seat-red = Rouge
sorry-seat-blue = Bleu
sorry-seat-yellow = Jaune
sorry-seat-green = Vert

## The cards. $card is the number printed on the card, 0 for the SORRY! card.
# The card's label, alone ("7", "SORRY!"), as in "Forfeit the 7" and "Blue's 11: …".
sorry-card = { $card ->
        [0] SORRY!
       *[other] { $card }
    }
# The card with its article, as in "Red draws an 8: move 8".
sorry-a-card = { $card ->
        [0] un SORRY!
       *[other] un { $card }
    }

# What each card does, in a few words: after the card in the banner ("Red draws a 3: move 3")
# and in the turn panel ("3: move 3"). "-modern": the 2013 cards.
sorry-use-1 = sortir un pion, ou avancer de 1
sorry-use-2 = sortir un pion, ou avancer de 2 ; puis repiocher
sorry-use-2-modern = sortir un pion, ou avancer de 2
sorry-use-3 = avancer de 3
sorry-use-4 = reculer de 4
sorry-use-5 = avancer de 5
sorry-use-7 = avancer de 7, ou partager entre deux pions
sorry-use-8 = avancer de 8
sorry-use-10 = avancer de 10, ou reculer de 1
sorry-use-11 = avancer de 11, ou échanger avec un adversaire
sorry-use-12 = avancer de 12
sorry-use-sorry = renvoyer un adversaire avec un pion du Départ
sorry-use-sorry-modern = renvoyer un adversaire depuis le Départ, ou avancer de 4

## Places on the board, in the log ("Red pawn square 12 → square 15"). $n is a number.
sorry-place-start = Départ
sorry-place-home = Maison
sorry-place-square = case { $n }
sorry-place-safety = sécurité { $n }

## The opening banner. $variant is the variant's name ("Standard").
sorry-opening-highest = { $variant } · Qui commence ? La carte la plus forte
sorry-opening-red = { $variant } · { sorry-seat-red } commence

## The scoreboard: a short line under each seat's name, its parts joined by sorry-detail-join
## ("2 out · 1 in START · with Yellow · 5 cards"). The seat's pawns HOME are its score beside it.
sorry-detail-out = { $n } en jeu
sorry-detail-start = { $n } au Départ
# $name: the partner's colour (Teams).
sorry-detail-partner = avec { $name }
# How many cards the seat holds (Play for points).
sorry-detail-cards = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
sorry-detail-resigned = a abandonné
sorry-detail-join = { $a } · { $b }

## The results screen, Play for points: how each seat's points were made, one line per seat.
## $home: its pawns HOME; $others: the opponents' pawns not HOME; $score: its points.
sorry-result-points = { $name } : { $home } à la Maison × 5 = { $score }
sorry-result-points-winner = { $name } : { $home } à la Maison × 5 + { $others ->
        [one] { $others } pion adverse
       *[other] { $others } pions adverses
    } hors Maison × 5 = { $score }
sorry-result-points-bonus = { $name } : { $home } à la Maison × 5 + { $others ->
        [one] { $others } pion adverse
       *[other] { $others } pions adverses
    } hors Maison × 5 + bonus { $bonus } = { $score }

## The turn panel's title. $name: the seat to play.
sorry-title-over = La partie est terminée
sorry-title-thinking = { $name } réfléchit…
sorry-title-start-draw = Qui commence ? { $name } pioche
sorry-title-your-turn = { $name } · à vous de jouer
sorry-title-to-play = Au tour de { $name }

## The turn panel's status line: the piles, the card drawn ($card) and what it does ($use).
sorry-status-start-draw = La carte la plus forte commence (SORRY! vaut 0)
sorry-status-reshuffle = La défausse va être mélangée pour refaire la pioche
sorry-status-pile = { $n ->
        [one] { $n } carte dans la pioche
       *[other] { $n } cartes dans la pioche
    }
sorry-status-card = { $card } : { $use }
sorry-status-playing = Vous jouez le { $card } : { $use }
sorry-status-hand-hidden = Main cachée jusqu'au changement de joueur
sorry-status-choose-card = Choisissez une carte de votre main
# While a 7 is split between two pawns: $done steps chosen, $rest left.
sorry-split-progress = Partage du 7 : déjà { $done }, reste { $rest } pour un autre pion

## The turn panel's hint for the human deciding.
## Keys are named by { key-select }, { key-back } and { key-arrows } (table.ftl), per $device;
## after a touch ($device is "touch") a hint names taps and drags instead.
sorry-hint-ask = { $device ->
    [touch] Cette case permet deux coups : touchez-en un ci-dessus.
   *[other] Cette case permet deux coups : choisissez-en un ci-dessus ({ key-back } pour revenir).
}
sorry-hint-draw = { $device ->
    [touch] Touchez Piocher.
   *[other] Appuyez sur Piocher ({ key-select }).
}
sorry-hint-discard = Aucune carte ne permet de jouer : choisissez-en une à défausser.
sorry-hint-pick-card = Choisissez une carte, puis un pion éclairé et sa destination.
sorry-hint-target = { $device ->
    [touch] Touchez une case éclairée ; touchez à nouveau le pion pour le reposer.
   *[other] Choisissez une case éclairée ; { key-back } repose le pion.
}
sorry-hint-no-move = Aucun coup possible.
sorry-hint-pick-pawn = { $device ->
    [touch] Touchez un pion éclairé, puis sa destination ; ou faites-le glisser.
   *[other] Choisissez un pion éclairé (clic, ou { key-arrows } + { key-select }), puis sa destination ; ou faites-le glisser.
}

## The turn panel's buttons (about 25 characters fit).
sorry-button-draw-first = Piocher : qui commence ?
sorry-button-draw = Piocher une carte
sorry-button-decline = Refuser l'échange
sorry-button-forfeit = Défausser le { $card }

## The turn panel's buttons when one square means two moves: the player chooses one.
## $steps: how far; $name: the opponent's colour.
sorry-ask-split-part = Avancer de { $now }, puis de { $rest } avec un autre pion
sorry-ask-start = Sortir un pion
sorry-ask-forward = Avancer de { $steps }
sorry-ask-forward-bump = Avancer de { $steps } et renvoyer { $name }
sorry-ask-backward = Reculer de { $steps }
sorry-ask-backward-bump = Reculer de { $steps } et renvoyer { $name }
sorry-ask-swap = Échanger avec { $name }
sorry-ask-sorry = SORRY! Renvoyer { $name }
# A 7 split among pawns: $steps is each pawn's part joined by sorry-steps-plus ("3 + 4").
sorry-ask-split = Partager le 7 : { $steps }
sorry-steps-plus = { $a } + { $b }

## The hand-over screen between two human players' turns (Play for points): the hand stays
## hidden until its player asks for it. $name: the seat to play.
sorry-handover-title = Au tour de { $name }
sorry-handover-text = { $device ->
    [touch] Passez l'écran à { $name }, puis touchez-le pour afficher la main de { $name }.
   *[other] Passez les commandes à { $name }, puis appuyez pour afficher la main de { $name }.
}
sorry-handover-show = Voir la main de { $name }

## The banner across the table (a short line; it is also written in the log).
## $name: the seat or colour acting; $card: the card with its article (sorry-a-card).
sorry-banner-tie = Égalité ! { $names } repiochent
sorry-banner-first = { $name } commence
sorry-banner-draws = { $name } pioche { $card } : { $use }
sorry-banner-plays = { $name } joue { $card } : { $use }
sorry-banner-discards = { $name } ne peut pas jouer et défausse { $card }
# A slide that knocks pawns back to START; "Sorry!" is what the game is named after.
sorry-banner-slide-bump = Sorry ! { $name } glisse et renvoie le pion { $victim }
sorry-banner-slide-bumps = Sorry ! { $name } glisse et renvoie { $n } pions
# $victim: the colour whose pawn goes back to START; $name: the colour that bumped it.
sorry-banner-bumped = Sorry, { $victim } ! { $name } vous renvoie au Départ
sorry-banner-swap = { $name } échange sa place avec { $other }
# $n: how many of the colour's four pawns are HOME.
sorry-banner-home = Pion { $name } à la Maison · { $n } sur 4
sorry-banner-decline = { $name } refuse l'échange et défausse le 11
sorry-banner-forfeit = { $name } ne peut pas jouer et défausse { $card }
# After a 2 (original cards): the same player draws (or, in Play for points, plays) again.
sorry-banner-again = Le 2 : { $name } { $points ->
        [yes] rejoue
       *[no] repioche
    }
sorry-banner-resigns = { $name } abandonne

## The log at the side of the table (one line each). $name: the seat that played $card (its
## label, sorry-card); $pawn: the moving pawn's colour; $from, $to: places (sorry-place-…);
## $n: a square's number.
sorry-log-start-draw = { $name } pioche { $card }{ $zero ->
        [yes] {" "}(vaut 0)
       *[no] {""}
    } pour savoir qui commence
sorry-log-reshuffled = La défausse est mélangée pour refaire la pioche
sorry-log-out = { $card } de { $name } : pion { $pawn } sorti en { $to }
sorry-log-moved-card = { $card } de { $name } : pion { $pawn } { $from } → { $to }
sorry-log-moved = Pion { $pawn } { $from } → { $to }
sorry-log-slides = { $name } glisse jusqu'à la case { $n }
sorry-log-bumped = Case { $n } : { $name } renvoie le pion { $victim }
sorry-log-swap = 11 de { $name } : échange avec { $other } en case { $n }

## The rules panel of the pause menu: a heading (-title) and a paragraph per section, written
## for the variant being played. Keep each paragraph on one line.
sorry-rules-goal-title = But du jeu
sorry-rules-goal = { $goal ->
        [teams] { sorry-seat-red } et { sorry-seat-yellow } jouent contre { sorry-seat-blue } et { sorry-seat-green } ; les partenaires sont assis face à face. La première équipe qui ramène ses huit pions à la Maison gagne.
        [points] Soyez le premier à ramener vos quatre pions à la Maison, en marquant le plus de points possible.
       *[standard] Soyez le premier à amener vos quatre pions du Départ jusqu'à la Maison.
    }
sorry-rules-start-title = Premier joueur
sorry-rules-start = { $who ->
        [card] Chaque joueur pioche une carte ; la plus forte commence (SORRY! vaut 0) et les joueurs à égalité repiochent. Les cartes sont ensuite remises dans le paquet, qui est mélangé.
       *[red] { sorry-seat-red } commence.
    }
sorry-rules-turn-title = Votre tour
# $points: Play for points (a hand of $hand cards) or not.
sorry-rules-turn = { $points ->
        [yes] Trois pions commencent au Départ et le quatrième sur son cercle. Chaque joueur a { $hand } cartes en main : à votre tour, jouez-en une et déplacez un pion d'autant, puis piochez pour revenir à { $hand }. Si aucune carte de votre main ne permet de jouer, défaussez-en une et piochez ; votre tour s'arrête là.
       *[no] Piochez la carte du dessus et déplacez un pion d'autant ; puis c'est au joueur suivant, dans le sens des aiguilles d'une montre. Vous devez jouer si vous le pouvez, même à votre désavantage ; si aucun coup n'est possible, la carte est perdue.
    }
sorry-rules-cards-title = Les cartes
# $modern: the 2013 cards; $team-split: a 7 may be split among all of a team's pawns.
sorry-rules-cards = { $modern ->
        [yes] Toute carte permet de sortir un pion du Départ sur son cercle.{" "}
       *[no] {""}
    }1 : sortir un pion ou avancer de 1. { $modern ->
        [yes] 2 : avancer de 2.
       *[no] 2 : sortir un pion ou avancer de 2, puis repiocher.
    } 3, 5, 8, 12 : avancer d'autant. 4 : reculer de 4. 7 : avancer de 7, { $team-split ->
        [yes] ou répartir le 7 entre n'importe quels pions de votre équipe
       *[no] ou le partager entre deux pions (sans pouvoir sortir un pion)
    }. 10 : avancer de 10, ou reculer de 1. 11 : avancer de 11, ou échanger sa place avec un pion adverse du parcours (l'échange peut être refusé). { $modern ->
        [yes] SORRY! : placer un pion du Départ sur une case occupée par un pion adverse, qui retourne à son Départ, ou avancer un pion de 4.
       *[no] SORRY! : placer un pion du Départ sur une case occupée par un pion adverse, qui retourne à son Départ.
    }
sorry-rules-moving-title = Déplacements
# $safety: the number of squares of a SAFETY ZONE.
sorry-rules-moving = Les pions sautent par-dessus les autres. S'arrêter sur un pion adverse le renvoie à son Départ ; vous ne pouvez pas vous arrêter sur l'un des vôtres. S'arrêter sur le triangle d'une glissade d'une autre couleur vous fait glisser jusqu'au bout, en renvoyant tous les pions rencontrés, les vôtres compris. Votre zone de sécurité de { $safety } cases n'appartient qu'à vous : aucun pion n'y est renvoyé ni échangé, on ne peut pas y entrer en reculant, et il faut le compte exact pour atteindre la Maison.
sorry-rules-teams-title = Équipes
sorry-rules-teams = Votre carte peut aussi déplacer les pions de votre partenaire, et même les sortir du Départ ; un SORRY! doit être joué même si la seule cible est votre partenaire.
sorry-rules-points-title = Points
# $bonus: whether only the highest bonus counts, or every bonus that applies.
sorry-rules-points = La partie s'arrête dès qu'un joueur a ses quatre pions à la Maison. Chacun marque 5 points par pion à la Maison ; le vainqueur marque en plus 5 points par pion adverse hors de la Maison, plus 25 si aucun adversaire n'a plus de deux pions à la Maison, 50 si aucun n'en a plus d'un, 100 si aucun n'en a ({ $bonus ->
        [highest] seul le bonus le plus élevé compte
       *[cumulative] tous les bonus obtenus s'additionnent
    }). Les mains sont cachées : vous ne voyez que la vôtre.
sorry-rules-two-title = Deux joueurs
sorry-rules-two = Les deux couleurs qui ne jouent pas restent hors du plateau.

sorry-advice-move = { $move }, avec le pion en { $place }
sorry-advice-play = le { $card } : { $move }, avec le pion en { $place }
sorry-advice-split = { $move } (pions en { $places })
sorry-advice-forfeit = renoncez à la carte
sorry-advice-discard = défaussez le { $card }
