//! The socket of an online match: opened on a room's address, polled every frame for peers that
//! come and go and for the bytes they send, closed when the resource goes. Each side counts the
//! bytes it sends (the figures of `docs/online.md`).

use bevy::prelude::*;
use bevy_matchbox::matchbox_socket::{
    ChannelConfig, PeerId, PeerState, RtcIceServerConfig, WebRtcSocketBuilder,
};
use bevy_matchbox::prelude::MatchboxSocket;

/// Whether this screen runs the match or joins one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Host,
    Guest,
}

/// The open connection.
#[derive(Resource)]
pub struct Link {
    socket: MatchboxSocket,
    pub role: Role,
    pub code: String,
    /// The signalling server's address.
    pub signal: String,
    /// Peers connected now.
    pub peers: Vec<PeerId>,
    /// Bytes and messages sent.
    pub sent: (u64, u64),
    /// Seconds since the link opened, and since it last had a peer.
    pub age: f32,
    /// The socket has closed (the signalling server is gone or never answered).
    pub closed: bool,
}

/// The STUN servers by which a peer learns its public address: `None`, the socket's default
/// (Google's); `PARLOUR_STUN` at start gives a comma-separated list instead (empty: none, for a
/// local network or a test on this computer).
#[derive(Resource, Debug, Clone, Default)]
pub struct Stun(pub Option<Vec<String>>);

impl Stun {
    pub fn from_env() -> Self {
        Stun(std::env::var("PARLOUR_STUN").ok().map(|list| {
            list.split(',').map(str::trim).filter(|s| !s.is_empty()).map(str::to_string).collect()
        }))
    }
}

/// What happened on the link this frame.
#[derive(Message, Debug, Clone)]
pub enum LinkEvent {
    Up(PeerId),
    Down(PeerId),
    Data(PeerId, Box<[u8]>),
    /// The socket closed: the signalling server could not be reached or went away.
    Closed,
}

impl Link {
    /// Open a socket in room `code` of the signalling server at `signal`.
    pub fn open(role: Role, signal: &str, code: &str, stun: &Stun) -> Self {
        let url = super::code::room_url(signal, code);
        let mut builder = WebRtcSocketBuilder::new(url).add_channel(ChannelConfig::reliable());
        if let Some(urls) = &stun.0 {
            builder = builder.ice_server(RtcIceServerConfig {
                urls: urls.clone(),
                username: None,
                credential: None,
            });
        }
        Self {
            socket: MatchboxSocket::from(builder),
            role,
            code: code.to_string(),
            signal: signal.to_string(),
            peers: Vec::new(),
            sent: (0, 0),
            age: 0.0,
            closed: false,
        }
    }

    /// Send `bytes` to `peer` (dropped if the peer has gone: it gets the whole table when it
    /// comes back).
    pub fn send(&mut self, peer: PeerId, bytes: Vec<u8>) {
        if !self.peers.contains(&peer) {
            return;
        }
        self.sent.0 += bytes.len() as u64;
        self.sent.1 += 1;
        if let Ok(channel) = self.socket.get_channel_mut(0) {
            let _ = channel.try_send(bytes.into(), peer);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LinkEvent>().insert_resource(Stun::from_env());
    app.add_systems(PreUpdate, poll.run_if(resource_exists::<Link>));
}

/// Peers and bytes, into [`LinkEvent`]s.
fn poll(time: Res<Time<Real>>, mut link: ResMut<Link>, mut events: MessageWriter<LinkEvent>) {
    link.age += time.delta_secs();
    if link.closed {
        return;
    }
    let changes = match link.socket.try_update_peers() {
        Ok(c) => c,
        Err(_) => {
            link.closed = true;
            events.write(LinkEvent::Closed);
            return;
        }
    };
    for (peer, state) in changes {
        match state {
            PeerState::Connected => {
                link.peers.push(peer);
                events.write(LinkEvent::Up(peer));
            }
            PeerState::Disconnected => {
                link.peers.retain(|p| *p != peer);
                events.write(LinkEvent::Down(peer));
            }
        }
    }
    let Ok(channel) = link.socket.get_channel_mut(0) else { return };
    for (peer, packet) in channel.receive() {
        events.write(LinkEvent::Data(peer, packet.to_vec().into_boxed_slice()));
    }
    if link.socket.any_channel_closed() {
        link.closed = true;
        events.write(LinkEvent::Closed);
    }
}
