# Jogo online: a entrada do título, o ecrã Online, a sala antes da partida, a linha da mesa sobre a
# sala, e o que dizem as recusas do anfitrião.

title-online = Online
title-online-tagline = Jogue com amigos noutros ecrãs: abra uma partida, ou entre numa com o código.
seat-online = Jogador online
seat-label-named = { $name } · { $who }

online-heading = Online
online-host-heading = Abrir uma partida
online-host-how = Escolha um jogo e ponha um lugar em “Jogador online”. Os seus amigos entram com o código da sala.
online-join-heading = Entrar na partida de um amigo
online-code = Código da sala
online-name = O seu nome
online-join = Entrar
online-server = Servidor
online-bad-code = Um código de sala tem seis letras e algarismos, como K7M 2QX.

online-room = Sala
online-room-host-how = Dê este código aos seus amigos: escolhem Online e depois Entrar.
online-room-guest-how = Já está na sala. O anfitrião começa quando todos os lugares estiverem ocupados.
online-leave = Sair
online-not-ready = Cada lugar online precisa do seu jogador antes de a partida começar.
online-seat = { $seat } · { $who }
online-seat-you = você
online-seat-host = o anfitrião
online-seat-free = à espera de um jogador…
online-seat-here = { $name }
online-seat-away = { $name }, ausente há { $time }

online-waiting = À espera de { $name }… { $time }
online-host-left = O anfitrião saiu da mesa. A partida continua quando voltar com o mesmo código.
online-signal-lost = O servidor em { $address } não responde. Verifique o endereço em Online, ou inicie um com “make signal”.
online-version = Não é possível entrar nesta sala: { $what }.
online-full = Todos os lugares desta sala estão ocupados.
online-unknown-game = O anfitrião joga um jogo que este Parlour não conhece: { $what }.
online-bad-table = Não foi possível ler a mesa do anfitrião: { $what }.
online-table-again = O anfitrião voltou: a mesa como está
online-refused-turn = Não é a sua vez.
online-refused-stale = A mesa avançou antes de a sua decisão chegar. Decida de novo.
online-refused-over = A partida acabou.
online-refused = O anfitrião recusou essa decisão: { $what }
notice-online-dropped = { $name } perdeu a ligação. O lugar fica à espera.
notice-undo-online = Não há anular nas partidas online.
pause-hand-over = O computador joga por { $name }
