# Jogo online: a entrada do título, o ecrã Online, a sala antes da partida, a linha da mesa sobre a
# sala, e o que dizem as recusas do servidor.

title-online = Online
title-online-tagline = Jogue com amigos em qualquer lugar: abra uma sala, ou entre numa com o código.
title-online-turns = { $count ->
    [one] É a sua vez em 1 partida online
   *[other] É a sua vez em { $count } partidas online
}
title-online-open = { $count ->
    [one] 1 partida online a decorrer
   *[other] { $count } partidas online a decorrer
}
seat-online = Jogador online
seat-label-named = { $name } · { $who }

online-heading = Online
online-host-heading = Abrir uma sala
online-host-how = Escolha um jogo e ponha um lugar em “Jogador online”. Os seus amigos entram com o código da sala.
online-local = Alojar nesta rede
online-local-on = A alojar nesta rede em { $address }: as salas que abrir agora ficam neste computador.
online-local-failed = Este computador não pode alojar: { $what }
online-join-heading = Entrar na partida de um amigo
online-code = Código da sala
online-name = O seu nome
online-join = Entrar
online-advanced = Avançado
online-server = Servidor
online-bad-code = Um código de sala tem seis letras e algarismos, como K7M 2QX.
online-mine-heading = As suas partidas
online-mine = { $code } · { $game } · { $state }
online-mine-turn = é a sua vez
online-mine-wait = à espera dos outros

online-room = Sala
online-room-host-how = Dê este código aos seus amigos: escolhem Online e depois Entrar. A partida começa quando todos os lugares estiverem ocupados.
online-room-guest-how = Já está na sala. A partida começa quando todos os lugares estiverem ocupados.
online-room-lan = No outro computador: Online, Avançado, Servidor { $address }, e depois este código.
online-leave = Sair
online-seat = { $seat } · { $who }
online-seat-you = você
online-seat-free = à espera de um jogador…
online-seat-here = { $name }
online-seat-away = { $name }, ausente há { $time }

online-waiting = À espera de { $name }… { $time }
online-left = { $name } saiu da mesa
online-reconnecting = A ligação caiu. A ligar de novo…
online-unreachable = O servidor em { $address } não responde. Veja Online › Avançado, ou inicie um com “make server”.
online-version = Não é possível entrar nesta sala: { $what }.
online-full = Todos os lugares desta sala estão ocupados.
online-token-gone = O lugar deste ecrã na sala já não existe: entra como recém-chegado.
online-server-full = O servidor está cheio: tente de novo daqui a um minuto.
online-no-room = Não há nenhuma sala com este código.
online-too-many-rooms = Este endereço abriu muitas salas há pouco: tente de novo daqui a alguns minutos.
online-too-many-tries = Demasiados códigos que não levam a lado nenhum: tente de novo daqui a alguns minutos.
online-too-fast = Demasiadas mensagens de uma vez: o servidor aceita algumas por segundo.
online-denied = O servidor recusou isso: { $what }
online-unknown-game = A sala joga um jogo que este Parlour não conhece: { $what }.
online-bad-table = Não foi possível ler a mesa do servidor: { $what }.
online-table-again = Ligado de novo: a mesa como está
online-rematch = Uma nova partida na mesma sala
online-refused-turn = Não é a sua vez.
online-refused-stale = A mesa avançou antes de a sua decisão chegar. Decida de novo.
online-refused-over = A partida acabou.
online-refused = O servidor recusou essa decisão: { $what }
notice-online-dropped = { $name } perdeu a ligação. O lugar fica à espera.
notice-undo-online = Não há anular nas partidas online.
pause-hand-over = O computador joga por { $name }
