# Apprendre à jouer : la première partie guidée de chaque jeu, et les mots autour.

## Autour de chaque leçon.

learn-button = Apprendre à jouer
learn-title = Apprendre à jouer · { $game }
learn-offer = Vous découvrez { $game } ? Une partie guidée vous l'apprend en trois minutes environ.
learn-offer-yes = Apprendre à jouer
learn-offer-no = Pas maintenant
learn-skip = Passer la leçon
learn-next = Jouer une partie
learn-back = Retour à la préparation
learn-not-now = Pas cette fois : { $why }
learn-refused = Les règles ne le permettent pas : { $why }
learn-done = Leçon terminée
learn-again = Réapprendre à jouer
learn-step = Étape { $n } sur { $of }

## Jeu du moulin.

learn-morris-intro = Jeu du moulin : alignez trois pions, un moulin, pour prendre les pions de l'adversaire. Vous jouez les blancs ; la partie est presque à la fin de la pose et il reste quatre pions à chaque camp.
learn-morris-block = Les noirs ont deux pions sur la ligne du bas. Posez votre dernier pion sur le point cerclé, f2, pour bloquer leur moulin.
learn-morris-blocked = Bloqué. Chaque camp pose ses neuf pions un par un, puis les déplace.
learn-morris-all-placed = Les noirs ont posé leur dernier pion. Désormais, un tour fait glisser un pion le long d'une ligne jusqu'au point libre suivant.
learn-morris-slide = Faites glisser votre pion de g4 à g7 : trois pions alignés sur la ligne du haut font un moulin.
learn-morris-remove = Un moulin prend un pion noir. Prenez le pion cerclé en d2 : il était à un pas de son propre moulin.
learn-morris-removed = Il reste trois pions aux noirs.
learn-morris-flying = Avec trois pions, un camp vole : chacun de ses pions peut sauter sur n'importe quel point libre. Les noirs viennent de voler de d3 à e5.
learn-morris-open = Ouvrez votre moulin : ramenez g7 à g4. Au tour suivant, vous pourrez le refermer.
learn-morris-opened = Un moulin ouvert est une menace : seul un pion volant jusqu'en g7 pourrait l'arrêter.
learn-morris-close = Refermez le moulin : faites glisser g4 à g7.
learn-morris-last = Encore un moulin. Prenez un pion noir : n'importe lequel.
learn-morris-won = Les noirs n'ont plus que deux pions et ne peuvent plus jamais faire de moulin : vous gagnez.
learn-morris-outro = Voilà le jeu du moulin. Vous gagnez aussi quand l'autre camp ne peut plus bouger aucun pion. Un conseil (le bouton Conseil) montre toujours le coup le plus fort.
