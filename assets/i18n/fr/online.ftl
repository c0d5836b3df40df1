# Jeu en ligne : l'entrée du titre, l'écran En ligne, le salon avant la partie, la ligne de la
# table sur le salon, et ce que disent les refus du serveur.

title-online = En ligne
title-online-tagline = Jouez avec des amis où qu'ils soient : ouvrez un salon, ou rejoignez-en un avec son code.
title-online-turns = { $count ->
    [one] À vous de jouer dans 1 partie en ligne
   *[other] À vous de jouer dans { $count } parties en ligne
}
title-online-open = { $count ->
    [one] 1 partie en ligne en cours
   *[other] { $count } parties en ligne en cours
}
seat-online = Joueur en ligne
seat-label-named = { $name } · { $who }

online-heading = En ligne
online-host-heading = Ouvrir un salon
online-host-how = Choisissez un jeu, puis mettez une place sur « Joueur en ligne ». Vos amis entrent avec le code du salon.
online-local = Héberger sur ce réseau
online-local-on = Cet ordinateur héberge sur le réseau à { $address } : les salons ouverts maintenant restent ici.
online-local-failed = Cet ordinateur ne peut pas héberger : { $what }
online-join-heading = Rejoindre la partie d'un ami
online-code = Code du salon
online-name = Votre nom
online-join = Rejoindre
online-advanced = Avancé
online-server = Serveur
online-bad-code = Un code de salon compte six lettres et chiffres, comme K7M 2QX.
online-mine-heading = Vos parties
online-mine = { $code } · { $game } · { $state }
online-mine-turn = à vous de jouer
online-mine-wait = on attend les autres

online-room = Salon
online-room-host-how = Donnez ce code à vos amis : ils choisissent En ligne, puis Rejoindre. La partie commence quand toutes les places sont prises.
online-room-guest-how = Vous y êtes. La partie commence quand toutes les places sont prises.
online-room-lan = Sur l'autre ordinateur : En ligne, Avancé, Serveur { $address }, puis ce code.
online-leave = Quitter
online-seat = { $seat } · { $who }
online-seat-you = vous
online-seat-free = en attente d'un joueur…
online-seat-here = { $name }
online-seat-away = { $name }, absent depuis { $time }

online-waiting = On attend { $name }… { $time }
online-left = { $name } a quitté la table
online-reconnecting = La connexion est tombée. Nouvelle connexion…
online-unreachable = Le serveur { $address } ne répond pas. Voyez En ligne › Avancé, ou lancez-en un avec « make server ».
online-version = Impossible de rejoindre ce salon : { $what }.
online-full = Toutes les places de ce salon sont prises.
online-token-gone = La place de cet écran dans le salon n'existe plus : vous entrez comme nouveau venu.
online-server-full = Le serveur est plein : réessayez dans une minute.
online-no-room = Aucun salon n'a ce code.
online-too-many-rooms = Cette adresse a ouvert beaucoup de salons récemment : réessayez dans quelques minutes.
online-too-many-tries = Trop de codes qui ne mènent nulle part : réessayez dans quelques minutes.
online-too-fast = Trop de messages à la fois : le serveur en prend quelques-uns par seconde.
online-denied = Le serveur a refusé : { $what }
online-unknown-game = Le salon joue à un jeu que ce Parlour ne connaît pas : { $what }.
online-bad-table = La table du serveur est illisible : { $what }.
online-table-again = Reconnecté : voici la table
online-rematch = Une nouvelle partie dans le même salon
online-refused-turn = Ce n'est pas votre tour.
online-refused-stale = La table a avancé avant l'arrivée de votre décision. Décidez de nouveau.
online-refused-over = La partie est finie.
online-refused = Le serveur a refusé cette décision : { $what }
notice-online-dropped = { $name } a perdu la connexion. Sa place l'attend.
notice-undo-online = Pas d'annulation dans les parties en ligne.
pause-hand-over = L'ordinateur joue pour { $name }
