# Online play: the title's entry, the Online screen, the room before a match, the table's line
# about the room, and what the host's refusals say.

title-online = Online
title-online-tagline = Play with friends at other screens: host a match, or join one with its code.
seat-online = Online player
# A seat at the table whose person is online: "Blue · Ann".
seat-label-named = { $name } · { $who }

online-heading = Online
online-host-heading = Host a match
online-host-how = Choose a game, then set a seat to “Online player”. Your friends join with the room's code.
online-join-heading = Join a friend's match
online-code = Room code
online-name = Your name
online-join = Join
online-server = Server
online-bad-code = A room code has six letters and digits, like K7M 2QX.

online-room = Room
online-room-host-how = Give your friends this code: they choose Online, then Join.
online-room-guest-how = You are in. The host starts the match when every seat is taken.
online-leave = Leave
online-not-ready = Every online seat needs its player before the match can start.
# A seat in the room: "Blue · Ann".
online-seat = { $seat } · { $who }
online-seat-you = you
online-seat-host = the host
online-seat-free = waiting for a player…
online-seat-here = { $name }
online-seat-away = { $name }, away { $time }

online-waiting = Waiting for { $name }… { $time }
online-host-left = The host has left the table. The match goes on when they come back with the same code.
online-signal-lost = The server at { $address } cannot be reached. Check the address in Online, or start one with “make signal”.
online-version = This room cannot be joined: { $what }.
online-full = Every seat of this room is taken.
online-unknown-game = The host plays a game this Parlour does not know: { $what }.
online-bad-table = The host's table could not be read: { $what }.
online-table-again = The host is back: the table as it stands
online-refused-turn = It is not your turn.
online-refused-stale = The table moved on before your decision arrived. Decide again.
online-refused-over = The match is over.
online-refused = The host refused that decision: { $what }
notice-online-dropped = { $name } lost the connection. Their seat waits for them.
notice-undo-online = Undo is off in online matches.
pause-hand-over = Computer plays for { $name }
