//! A real `parlour-server` process on 127.0.0.1, started and killed by each test; its clients
//! are the load generator's (`parlour_load::client`).

pub use parlour_load::client::*;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

/// A `parlour-server` process; killed when dropped.
pub struct Server {
    child: Child,
    pub url: String,
}

/// A fresh database for one test: a SQLite file under the temporary folder, or, when
/// `PARLOUR_TEST_POSTGRES` names a PostgreSQL server (`make test-postgres`), a new database on it.
pub fn scratch(name: &str) -> String {
    if let Ok(admin) = std::env::var("PARLOUR_TEST_POSTGRES") {
        let db = format!("parlour_{}_{}", name.replace('-', "_"), std::process::id());
        for sql in [format!("DROP DATABASE IF EXISTS {db}"), format!("CREATE DATABASE {db}")] {
            let ok = Command::new("psql").args(["-q", "-v", "ON_ERROR_STOP=1", &admin, "-c", &sql]).status();
            assert!(ok.is_ok_and(|s| s.success()), "psql: {sql}");
        }
        let base = admin.rsplit_once('/').map_or(admin.as_str(), |(base, _)| base);
        return format!("{base}/{db}");
    }
    let dir = std::env::temp_dir().join(format!("parlour-server-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join(format!("{name}.db"));
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    db.display().to_string()
}

impl Server {
    /// Start the server on a free port of 127.0.0.1 with `db` and the extra variables.
    pub fn start(db: &str, vars: &[(&str, &str)]) -> Server {
        let mut command = Command::new(env!("CARGO_BIN_EXE_parlour-server"));
        command
            .env("PARLOUR_ADDRESS", "127.0.0.1:0")
            .env("PARLOUR_DATABASE", db)
            .env("PARLOUR_BOT_PAUSE_MS", "0")
            .env("PARLOUR_LOG", "warn")
            // Test clients decide as fast as the machine goes.
            .env("PARLOUR_MESSAGES_PER_SECOND", "100000")
            .env("PARLOUR_MESSAGE_BURST", "100000")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        for (k, v) in vars {
            command.env(k, v);
        }
        let mut child = command.spawn().expect("parlour-server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let url = line.trim().strip_prefix("listening on ").unwrap_or_else(|| panic!("{line:?}")).to_string();
        Server { child, url }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// `kill -9`: no chance to finish anything.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}
