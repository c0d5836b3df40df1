# Apprendre à jouer : la première partie guidée de chaque jeu, et les mots autour.

## Autour de chaque leçon.

learn-button = Apprendre à jouer
learn-title = Apprendre à jouer · { $game }
learn-offer = Vous découvrez { $game } ? Apprendre à jouer vous l'enseigne en une partie guidée de trois minutes environ.
learn-skip = Passer la leçon
learn-next = Jouer une partie
learn-not-now = Pas cette fois : { $why }
learn-refused = Les règles ne le permettent pas : { $why }
learn-done = Leçon terminée
learn-again = Réapprendre à jouer
# The pause menu's note during a lesson.
learn-pause-note = Une leçon n'est pas sauvegardée : Apprendre à jouer la reprend du début.
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

## Morpyam.
# BRELAN, CARRÉ, APPEL… are the game's own names, as on its grid.

learn-morpyam-intro = Morpyam : lancez cinq dés jusqu'à trois fois par tour et posez un jeton sur une case dont ils forment la figure ; les jetons alignés marquent des points. Vous jouez les rouges, en pleine partie.
learn-morpyam-throw = Lancez les cinq dés. Un tour compte jusqu'à trois lancers.
learn-morpyam-keep = Deux 5. Gardez-les et relancez les trois autres : trois 5, un BRELAN de 5, couvriraient la case BRELAN de 5 au bord gauche, entre vos jetons.
learn-morpyam-keep-again = Toujours deux 5. Gardez-les encore et relancez les trois autres : c'est votre dernier lancer.
learn-morpyam-place = Trois 5 font un BRELAN de 5. Posez votre jeton sur la case cerclée, BRELAN de 5.
learn-morpyam-line = Quatre de vos jetons dans une colonne : une suite de 4 vaut 2 points, une suite de 3 vaut 1 point. Cinq alignés font un KO et gagnent aussitôt.
learn-morpyam-blue-placed = Les bleus ont lancé deux fois les cinq dés et couvert un BRELAN de 6 avec trois 6.
learn-morpyam-throw-again = À vous de nouveau. Lancez les cinq dés.
learn-morpyam-keep-twos = Trois 2. Gardez-les et relancez les deux autres.
learn-morpyam-call = Quatre 2 font un CARRÉ, quel que soit le dernier dé. Choisissez CARRÉ dans Appel, puis lancez le dernier dé : un appel réussi couvre la case APPEL.
learn-morpyam-throw-one = Lancez le dernier dé.
learn-morpyam-appel = Appel réussi. Couvrez la case APPEL cerclée.
learn-morpyam-appel-taken = Un appel raté gâche son lancer : n'annoncez qu'une figure (presque) certaine.
learn-morpyam-no-figure = Le troisième lancer des bleus ne forme aucune figure sur une case libre : leur tour passe sans jeton.
learn-morpyam-outro = Voilà le Morpyam. La partie s'arrête sur un KO, ou quand un joueur pose son dernier jeton (1 point de bonus) ; le plus de points en suites de 3 et de 4 l'emporte alors. Cinq dés égaux, un MORPYAM, donnent un tour de plus.

## Morfals.
# The tribes' names, Jusqualos and Sang-Zarète, are the same in every language.

learn-morfals-intro = Morfals : lancez trois dés marqués 1-2-3 et posez une figurine dans la colonne que nomme leur somme ; prenez des figurines adverses entre deux des vôtres pour les manger. Vous jouez les Jusqualos, avec encore trois figurines à poser.
learn-morfals-throw = Lancez les trois dés.
learn-morfals-sandwich = 2 + 2 + 1 = 5 : vous posez dans la colonne 5. Posez votre figurine sur la case cerclée : la figurine des Sang-Zarète à côté se retrouve entre deux des vôtres.
learn-morfals-eaten = Mangée ! Une figurine mangée retourne dans la réserve de sa tribu, à poser de nouveau.
learn-morfals-eaten-back = Les Sang-Zarète ont fait 7 et mangé votre figurine en 8/5 : elle est revenue dans votre réserve, il vous en reste donc trois à poser.
learn-morfals-throw-again = À vous : lancez les dés.
learn-morfals-one-two-three = 1, 2 et 3 : le tour passe sans rien poser. La seule autre façon de faire 6 est 2-2-2 : peu de figurines atteignent la colonne 6, la rivière.
learn-morfals-their-figure = Les Sang-Zarète ont posé une figurine dans la colonne 5, juste sous la vôtre.
learn-morfals-eat-it = Encore la colonne 5. Posez sur la case cerclée, sous leur nouvelle figurine : elle se retrouve entre deux des vôtres et elle est mangée.
learn-morfals-they-pass = 1-2-3 pour les Sang-Zarète : ils passent leur tour.
learn-morfals-column = 1 + 3 + 3 = 7. Posez sur la case cerclée de la colonne 7, sous leur figurine en 7/6 : une figurine à vous au-dessus la mangera ensuite.
learn-morfals-last-one = Plus qu'une figurine : posez-la et la manche est à vous.
learn-morfals-river = 2 + 2 + 3 = 7. Posez votre dernière figurine sur la case cerclée : elle mange la figurine en 7/6. Celle en 6/6 est prise aussi, mais elle est dans la rivière, la colonne 6, et ne peut pas être mangée.
learn-morfals-won = Toutes vos figurines sont posées : vous remportez la manche et marquez un point par figurine restée dans la réserve des Sang-Zarète.
learn-morfals-outro = Voilà le Morfals. La première tribu à 20 points gagne la partie, et le perdant d'une manche commence la suivante. Un triple (1-1-1, 2-2-2 ou 3-3-3) pose et rejoue.

## Sorry!
# START, HOME, SAFETY ZONE and SORRY! are the game's own words, as on its board and cards.

learn-sorry-intro = Sorry! : piochez une carte et avancez un pion d'autant, du Départ jusqu'à la Maison en faisant le tour du plateau. Vous jouez les rouges : deux pions sont au Départ, un sur le plateau et un dans votre zone de sécurité.
learn-sorry-draw = Piochez une carte.
learn-sorry-start = Un 1 (ou un 2) sort un pion du Départ sur votre cercle de sortie. Sortez le pion cerclé.
learn-sorry-blue-moved = Les bleus ont pioché un 12 et avancé un pion de 12 cases.
learn-sorry-blocked = Encore un 1, mais votre propre pion occupe votre cercle de sortie, et aucun pion ne peut s'arrêter sur l'un des siens. Avancez plutôt le pion cerclé de 1.
learn-sorry-blue-safe = Les bleus ont pioché un 10 et sont entrés dans leur zone de sécurité : aucun pion ne peut y être renvoyé.
learn-sorry-sorry = SORRY! : posez un pion de votre Départ sur un pion bleu, qui retourne à son Départ. Renvoyez le pion bleu cerclé, le plus avancé.
learn-sorry-sorried = Sorry, les bleus ! Ce pion doit repartir du Départ.
learn-sorry-split-slide = Un 7 peut se partager entre deux pions. Avancez le pion cerclé de 6, sur le triangle de la glissade verte, et votre autre pion cerclé du 1 restant.
learn-sorry-slid = S'arrêter au début d'une glissade d'une autre couleur vous fait glisser jusqu'au bout, en renvoyant tous les pions qui s'y trouvent. Sur les glissades de votre couleur, on ne glisse pas.
learn-sorry-blue-backward = Les bleus ont sorti un pion avec un 2, repioché, puis l'ont reculé de 4 avec un 4 : il est maintenant juste avant leur zone de sécurité.
learn-sorry-swap = Un 11 peut échanger l'un de vos pions avec un pion bleu sur le plateau. Échangez les pions cerclés : vous bondissez en avant, et le pion bleu doit refaire un tour.
learn-sorry-swapped = Échangés. Quand l'échange ne vous sert pas, un 11 peut aussi avancer de 11.
learn-sorry-blue-twos = Les bleus ont pioché deux fois un 2, en repiochant après chacun, puis un 8 ; l'un de leurs pions a glissé sur la glissade jaune.
learn-sorry-home = Encore un 7. Votre pion dans la zone de sécurité a besoin de 3 exactement pour atteindre la Maison : avancez-le de 3, et le pion cerclé des 4 autres.
learn-sorry-at-home = À la Maison ! Un pion n'y arrive qu'avec le compte exact.
learn-sorry-bump = Encore un 7. Avancez votre pion cerclé de 1 pour vous arrêter sur le pion bleu et le renvoyer, et votre autre pion cerclé des 6 autres.
learn-sorry-bumped = Sorry, les bleus ! S'arrêter sur un autre pion le renvoie à son Départ.
learn-sorry-outro = Voilà le Sorry! Le premier à ramener ses quatre pions à la Maison gagne. Un 4 recule, un 10 avance de 10 ou recule de 1, et après un 2 on repioche.
