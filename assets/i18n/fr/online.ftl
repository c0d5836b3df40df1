# Jeu en ligne : l'entrée du titre, l'écran En ligne, le salon avant la partie, la ligne de la
# table sur le salon, et ce que disent les refus de l'hôte.

title-online = En ligne
title-online-tagline = Jouez avec des amis devant d'autres écrans : ouvrez une partie, ou rejoignez-en une avec son code.
seat-online = Joueur en ligne
seat-label-named = { $name } · { $who }

online-heading = En ligne
online-host-heading = Ouvrir une partie
online-host-how = Choisissez un jeu, puis mettez une place sur « Joueur en ligne ». Vos amis entrent avec le code du salon.
online-join-heading = Rejoindre la partie d'un ami
online-code = Code du salon
online-name = Votre nom
online-join = Rejoindre
online-server = Serveur
online-bad-code = Un code de salon compte six lettres et chiffres, comme K7M 2QX.

online-room = Salon
online-room-host-how = Donnez ce code à vos amis : ils choisissent En ligne, puis Rejoindre.
online-room-guest-how = Vous y êtes. L'hôte lance la partie quand toutes les places sont prises.
online-leave = Quitter
online-not-ready = Chaque place en ligne attend son joueur avant que la partie commence.
online-seat = { $seat } · { $who }
online-seat-you = vous
online-seat-host = l'hôte
online-seat-free = en attente d'un joueur…
online-seat-here = { $name }
online-seat-away = { $name }, absent depuis { $time }

online-waiting = On attend { $name }… { $time }
online-host-left = L'hôte a quitté la table. La partie reprend quand il revient avec le même code.
online-signal-lost = Le serveur { $address } ne répond pas. Vérifiez l'adresse dans En ligne, ou lancez-en un avec « make signal ».
online-version = Impossible de rejoindre ce salon : { $what }.
online-full = Toutes les places de ce salon sont prises.
online-unknown-game = L'hôte joue à un jeu que ce Parlour ne connaît pas : { $what }.
online-bad-table = La table de l'hôte est illisible : { $what }.
online-table-again = L'hôte est de retour : voici la table
online-refused-turn = Ce n'est pas votre tour.
online-refused-stale = La table a avancé avant l'arrivée de votre décision. Décidez de nouveau.
online-refused-over = La partie est finie.
online-refused = L'hôte a refusé cette décision : { $what }
notice-online-dropped = { $name } a perdu la connexion. Sa place l'attend.
notice-undo-online = Pas d'annulation dans les parties en ligne.
pause-hand-over = L'ordinateur joue pour { $name }
