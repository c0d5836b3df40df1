//! *Host on this network*: the desktop game runs Parlour's server on a thread of its own, its
//! matches in a SQLite file of the game's data folder, listening on every address of this
//! computer (port 3536, or another free one), so that another desktop on the same network can
//! join by typing the address the room shows ("192.168.1.20:3536 · K7M 2QX"). A page in a
//! browser cannot: an `https` page may only open `wss://`, and this server speaks plain `ws://`.

use bevy::prelude::*;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};

/// The server this game runs, while it runs one.
#[derive(Resource)]
pub struct LocalServer {
    server: parlour_server::Threaded,
    /// The address other computers on this network type: this computer's own and the port.
    pub lan: SocketAddr,
}

impl LocalServer {
    /// The address this game's own connections use.
    pub fn url(&self) -> String {
        format!("ws://127.0.0.1:{}", self.server.address.port())
    }
}

/// The port a player's friends type, when it is free.
const PORT: u16 = 3536;

/// Start the server, its database `server.db` in the game's data folder (or the system's
/// temporary folder, for a game that keeps nothing). `PARLOUR_LOCAL_ADDRESS` sets where it
/// listens.
pub fn start() -> Result<LocalServer, String> {
    let dir = crate::persistence::paths::data_dir().unwrap_or_else(std::env::temp_dir);
    let wanted = std::env::var("PARLOUR_LOCAL_ADDRESS").ok().and_then(|a| a.parse::<SocketAddr>().ok());
    start_in(&dir, wanted)
}

/// Start the server with its database in `dir`, listening on `wanted` (or else every address
/// of this computer at port 3536, or any free port if that one is taken).
pub fn start_in(dir: &std::path::Path, wanted: Option<SocketAddr>) -> Result<LocalServer, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut settings = parlour_server::Settings {
        database: dir.join("server.db").display().to_string(),
        ..Default::default()
    };
    settings.address = wanted.unwrap_or(SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), PORT));
    let server = match parlour_server::spawn(settings.clone()) {
        Ok(s) => s,
        // The port is taken (another game hosts, or `make server` runs): any free one.
        Err(first) if wanted.is_none() => {
            warn!("online: port {PORT}: {first}; hosting on another port");
            settings.address.set_port(0);
            parlour_server::spawn(settings)?
        }
        Err(e) => return Err(e),
    };
    let ip = if server.address.ip().is_loopback() { server.address.ip() } else { own_address() };
    let lan = SocketAddr::new(ip, server.address.port());
    info!("online: hosting on this network at {lan}");
    Ok(LocalServer { server, lan })
}

/// This computer's address on its network: the one its system would send from. Connecting a
/// UDP socket sends nothing; it only picks the route.
fn own_address() -> IpAddr {
    UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|s| s.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).map(|_| s))
        .and_then(|s| s.local_addr())
        .map(|a| a.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}
