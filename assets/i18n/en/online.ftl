# Online play: the title's entry, the Online screen, the room before a match, the table's line
# about the room, and what the server's refusals say.

title-online = Online
title-online-tagline = Play with friends anywhere: open a room, or join one with its code.
# Under the title's buttons, from the matches this screen holds seats in.
title-online-turns = { $count ->
    [one] Your turn in 1 online match
   *[other] Your turn in { $count } online matches
}
title-online-open = { $count ->
    [one] 1 online match under way
   *[other] { $count } online matches under way
}
seat-online = Online player
# A seat at the table whose person is online: "Blue · Ann".
seat-label-named = { $name } · { $who }

online-heading = Online
online-host-heading = Open a room
online-host-how = Choose a game, then set a seat to “Online player”. Your friends join with the room's code.
online-local = Host on this network
online-local-on = Hosting on this network at { $address }: rooms you open now are held by this computer.
online-local-failed = This computer cannot host: { $what }
online-join-heading = Join a friend's match
online-code = Room code
online-name = Your name
online-join = Join
online-advanced = Advanced
online-server = Server
online-bad-code = A room code has six letters and digits, like K7M 2QX.
online-mine-heading = Your matches
# A match under way: "K7M 2QX · Sorry! · your turn".
online-mine = { $code } · { $game } · { $state }
online-mine-turn = your turn
online-mine-wait = waiting for the others

online-room = Room
online-room-host-how = Give your friends this code: they choose Online, then Join. The match starts when every seat is taken.
online-room-guest-how = You are in. The match starts when every seat is taken.
# On a desktop that hosts on its network: where the others connect.
online-room-lan = On the other computer: Online, Advanced, Server { $address }, then this code.
online-leave = Leave
# A seat in the room: "Blue · Ann".
online-seat = { $seat } · { $who }
online-seat-you = you
online-seat-free = waiting for a player…
online-seat-here = { $name }
online-seat-away = { $name }, away { $time }

online-waiting = Waiting for { $name }… { $time }
online-left = { $name } has left the table
online-reconnecting = The connection dropped. Connecting again…
online-unreachable = The server at { $address } cannot be reached. Check Online › Advanced, or start one with “make server”.
online-version = This room cannot be joined: { $what }.
online-full = Every seat of this room is taken.
online-token-gone = This screen's seat in the room is gone: joining as a newcomer.
online-server-full = The server is full: try again in a minute.
online-no-room = No room has this code.
online-too-many-rooms = This address opened many rooms lately: try again in a few minutes.
online-too-many-tries = Too many codes that lead nowhere: try again in a few minutes.
online-too-fast = Too many messages at once: the server takes a few a second.
online-denied = The server turned that down: { $what }
online-unknown-game = The room plays a game this Parlour does not know: { $what }.
online-bad-table = The server's table could not be read: { $what }.
online-table-again = Connected again: the table as it stands
online-rematch = A new match in the same room
online-refused-turn = It is not your turn.
online-refused-stale = The table moved on before your decision arrived. Decide again.
online-refused-over = The match is over.
online-refused = The server refused that decision: { $what }
notice-online-dropped = { $name } lost the connection. Their seat waits for them.
notice-undo-online = Undo is off in online matches.
pause-hand-over = Computer plays for { $name }
