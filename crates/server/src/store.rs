//! The matches on disk: a SQLite file in WAL mode with `synchronous=FULL` by default, or a
//! PostgreSQL database when `PARLOUR_DATABASE` is a `postgres://` URL: the same schema and
//! migrations, the same queries (written with `?`, numbered for PostgreSQL). Writes from every
//! room go to one writer task, which commits whatever is waiting in one transaction (group
//! commit: one fsync for many decisions) and answers each write only once it is committed, so
//! nothing acknowledged to a player can be lost by a crash. Reads use a pool beside it.

use crate::metrics::Metrics;
use parlour_rules::online::protocol::{Mine, Plan};
use sqlx::any::AnyPoolOptions;
use sqlx::{AnyConnection, AnyPool, Connection, Executor, Row};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::sync::{mpsc, oneshot};

/// The version of a stored match's log: a server refuses to replay a log of a version it does not
/// know, as the game refuses a save of another version.
pub const FORMAT: i64 = 1;

/// The most writes committed in one transaction.
const BATCH: usize = 512;

/// Seconds since 1970.
pub fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
}

/// One change to store.
#[derive(Debug, Clone)]
pub enum Write {
    Room {
        code: String,
        game: String,
        variant: String,
        plans: Vec<Plan>,
    },
    Seat {
        room: String,
        seat: usize,
        token: String,
        name: String,
        standing_in: Option<String>,
    },
    Match {
        room: String,
        number: u32,
        seed: u64,
        players: usize,
        to_act: Option<usize>,
    },
    Decision {
        room: String,
        number: u32,
        n: u64,
        seat: usize,
        action: String,
        throw: Option<String>,
        to_act: Option<usize>,
        outcome: Option<String>,
    },
    /// Close every room whose match has had no decision since `before` (seconds since 1970).
    CloseIdle {
        before: i64,
    },
    /// Server process `holder` holds the room in memory from now on.
    Hold {
        room: String,
        holder: String,
    },
}

/// A room as stored.
#[derive(Debug, Clone)]
pub struct StoredRoom {
    pub code: String,
    pub game: String,
    pub variant: String,
    pub plans: Vec<Plan>,
    pub number: u32,
    /// Taken seats: (seat, token, name, standing_in).
    pub seats: Vec<(usize, String, String, Option<String>)>,
    /// The current match's seed and its decisions' actions in order, when one has started.
    pub current: Option<(u64, Vec<String>)>,
}

/// Which database: the queries differ only in their placeholders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Sqlite,
    Postgres,
}

impl Kind {
    /// `query` with its `?` placeholders as this database writes them.
    pub fn sql(self, query: &str) -> String {
        match self {
            Kind::Sqlite => query.to_string(),
            Kind::Postgres => {
                let mut out = String::with_capacity(query.len() + 8);
                let mut n = 0;
                for c in query.chars() {
                    if c == '?' {
                        n += 1;
                        out.push_str(&format!("${n}"));
                    } else {
                        out.push(c);
                    }
                }
                out
            }
        }
    }
}

/// The database's URL and kind from the setting: a `postgres://` or `postgresql://` URL, a
/// `sqlite:` URL, or a SQLite file's path.
pub fn locate(database: &str) -> (String, Kind) {
    if database.starts_with("postgres://") || database.starts_with("postgresql://") {
        (database.to_string(), Kind::Postgres)
    } else if database.starts_with("sqlite:") {
        (database.to_string(), Kind::Sqlite)
    } else {
        (format!("sqlite://{database}?mode=rwc"), Kind::Sqlite)
    }
}

/// A SQLite writer's settings: WAL, each commit durable at its fsync, patience with a lock.
const SQLITE_WRITER: &str =
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 10000;";

/// Handle to the store; cheap to clone.
#[derive(Clone)]
pub struct Store {
    reads: AnyPool,
    kind: Kind,
    writes: mpsc::Sender<(Write, oneshot::Sender<Result<(), String>>)>,
}

impl Store {
    /// Open (or create) the database and bring its schema up to date.
    pub async fn open(database: &str, metrics: Arc<Metrics>) -> Result<Store, String> {
        sqlx::any::install_default_drivers();
        let (url, kind) = locate(database);
        let err = |e: sqlx::Error| format!("the database {database:?}: {e}");
        let mut writer = AnyConnection::connect(&url).await.map_err(err)?;
        if kind == Kind::Sqlite {
            writer.execute(SQLITE_WRITER).await.map_err(err)?;
        }
        sqlx::migrate!("./migrations")
            .run(&mut writer)
            .await
            .map_err(|e| format!("the database {database:?} cannot be brought up to date: {e}"))?;
        let reads = AnyPoolOptions::new()
            .max_connections(4)
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if kind == Kind::Sqlite {
                        conn.execute("PRAGMA busy_timeout = 10000;").await?;
                    }
                    Ok(())
                })
            })
            .connect(&url)
            .await
            .map_err(err)?;
        let (tx, rx) = mpsc::channel(4096);
        tokio::spawn(write_loop(writer, kind, rx, metrics));
        Ok(Store { reads, kind, writes: tx })
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// Store `write`; returns once it is committed.
    pub async fn write(&self, write: Write) -> Result<(), String> {
        let (tx, rx) = oneshot::channel();
        self.writes.send((write, tx)).await.map_err(|_| "the store has stopped".to_string())?;
        rx.await.map_err(|_| "the store has stopped".to_string())?
    }

    /// The room with this code, with its seats and its current match's log; `None` if there is
    /// none (or it was closed).
    pub async fn room(&self, code: &str) -> Result<Option<StoredRoom>, String> {
        let k = self.kind;
        let err = |e: sqlx::Error| format!("reading room {code}: {e}");
        let Some(row) = sqlx::query(
            &k.sql("SELECT game, variant, plans, number FROM rooms WHERE code = ? AND closed = 0"),
        )
        .bind(code)
        .fetch_optional(&self.reads)
        .await
        .map_err(err)?
        else {
            return Ok(None);
        };
        let plans: String = row.get("plans");
        let plans: Vec<Plan> =
            serde_json::from_str(&plans).map_err(|e| format!("room {code}: its seats do not read: {e}"))?;
        let number = row.get::<i64, _>("number") as u32;
        let seats = sqlx::query(
            &k.sql("SELECT seat, token, name, standing_in FROM seats WHERE room = ? ORDER BY seat"),
        )
        .bind(code)
        .fetch_all(&self.reads)
        .await
        .map_err(err)?
        .iter()
        .map(|r| (r.get::<i64, _>("seat") as usize, r.get("token"), r.get("name"), r.get("standing_in")))
        .collect();
        let mut current = None;
        if number > 0 {
            let m = sqlx::query(&k.sql("SELECT seed, format FROM matches WHERE room = ? AND number = ?"))
                .bind(code)
                .bind(number as i64)
                .fetch_one(&self.reads)
                .await
                .map_err(err)?;
            let format: i64 = m.get("format");
            if format != FORMAT {
                return Err(format!(
                    "room {code}: its match was stored in format {format}, this server reads {FORMAT}"
                ));
            }
            let log =
                sqlx::query(&k.sql("SELECT action FROM decisions WHERE room = ? AND number = ? ORDER BY n"))
                    .bind(code)
                    .bind(number as i64)
                    .fetch_all(&self.reads)
                    .await
                    .map_err(err)?
                    .iter()
                    .map(|r| r.get("action"))
                    .collect();
            current = Some((m.get::<i64, _>("seed") as u64, log));
        }
        Ok(Some(StoredRoom {
            code: code.to_string(),
            game: row.get("game"),
            variant: row.get("variant"),
            plans,
            number,
            seats,
            current,
        }))
    }

    /// Whether a room with this code was ever made.
    pub async fn exists(&self, code: &str) -> Result<bool, String> {
        Ok(sqlx::query(&self.kind.sql("SELECT 1 FROM rooms WHERE code = ?"))
            .bind(code)
            .fetch_optional(&self.reads)
            .await
            .map_err(|e| e.to_string())?
            .is_some())
    }

    /// The open matches these tokens hold.
    pub async fn mine(&self, tokens: &[String]) -> Result<Vec<Mine>, String> {
        let query = self.kind.sql(
            "SELECT s.room, s.seat, r.game, r.variant, m.to_act, m.over, m.updated, r.created \
             FROM seats s JOIN rooms r ON r.code = s.room \
             LEFT JOIN matches m ON m.room = r.code AND m.number = r.number \
             WHERE s.token = ? AND r.closed = 0",
        );
        let mut out = Vec::new();
        for token in tokens {
            let row = sqlx::query(&query)
                .bind(token)
                .fetch_optional(&self.reads)
                .await
                .map_err(|e| e.to_string())?;
            if let Some(r) = row {
                let seat = r.get::<i64, _>("seat") as usize;
                let to_act: Option<i64> = r.get("to_act");
                let over = r.get::<Option<i64>, _>("over").unwrap_or(0) != 0;
                let updated = r.get::<Option<i64>, _>("updated").unwrap_or(r.get("created"));
                out.push(Mine {
                    room: r.get("room"),
                    game: r.get("game"),
                    variant: r.get("variant"),
                    seat,
                    your_turn: !over && to_act == Some(seat as i64),
                    over,
                    idle: (now() - updated).max(0) as u64,
                });
            }
        }
        Ok(out)
    }

    /// The rooms another server than `holder` loaded since `since` (seconds since 1970).
    pub async fn taken(&self, holder: &str, since: i64) -> Result<Vec<String>, String> {
        let query = self.kind.sql("SELECT code FROM rooms WHERE held_at >= ? AND holder <> ?");
        Ok(sqlx::query(&query)
            .bind(since)
            .bind(holder)
            .fetch_all(&self.reads)
            .await
            .map_err(|e| e.to_string())?
            .iter()
            .map(|r| r.get("code"))
            .collect())
    }

    /// Close the rooms whose match has had no decision for `days` days.
    pub async fn close_idle(&self, days: u64) -> Result<(), String> {
        self.write(Write::CloseIdle { before: now() - (days as i64) * 86_400 }).await
    }
}

async fn apply(tx: &mut AnyConnection, k: Kind, w: &Write) -> Result<(), sqlx::Error> {
    match w {
        Write::CloseIdle { before } => {
            sqlx::query(&k.sql(
                "UPDATE rooms SET closed = 1 WHERE closed = 0 AND code IN \
                 (SELECT room FROM matches WHERE over = 0 AND updated < ?)",
            ))
            .bind(*before)
            .execute(&mut *tx)
            .await?;
        }
        Write::Hold { room, holder } => {
            sqlx::query(&k.sql("UPDATE rooms SET holder = ?, held_at = ? WHERE code = ?"))
                .bind(holder.clone())
                .bind(now())
                .bind(room.clone())
                .execute(&mut *tx)
                .await?;
        }
        Write::Room { code, game, variant, plans } => {
            sqlx::query(
                &k.sql("INSERT INTO rooms (code, game, variant, plans, created) VALUES (?, ?, ?, ?, ?)"),
            )
            .bind(code.clone())
            .bind(game.clone())
            .bind(variant.clone())
            .bind(serde_json::to_string(plans).expect("plans serialise"))
            .bind(now())
            .execute(&mut *tx)
            .await?;
        }
        Write::Seat { room, seat, token, name, standing_in } => {
            sqlx::query(&k.sql(
                "INSERT INTO seats (room, seat, token, name, standing_in) VALUES (?, ?, ?, ?, ?) \
                 ON CONFLICT (room, seat) DO UPDATE SET token = excluded.token, name = excluded.name, \
                 standing_in = excluded.standing_in",
            ))
            .bind(room.clone())
            .bind(*seat as i64)
            .bind(token.clone())
            .bind(name.clone())
            .bind(standing_in.clone())
            .execute(&mut *tx)
            .await?;
        }
        Write::Match { room, number, seed, players, to_act } => {
            sqlx::query(&k.sql(
                "INSERT INTO matches (room, number, format, seed, players, to_act, updated) \
                 VALUES (?, ?, ?, ?, ?, ?, ?)",
            ))
            .bind(room.clone())
            .bind(*number as i64)
            .bind(FORMAT)
            .bind(*seed as i64)
            .bind(*players as i64)
            .bind(to_act.map(|s| s as i64))
            .bind(now())
            .execute(&mut *tx)
            .await?;
            sqlx::query(&k.sql("UPDATE rooms SET number = ? WHERE code = ?"))
                .bind(*number as i64)
                .bind(room.clone())
                .execute(&mut *tx)
                .await?;
        }
        Write::Decision { room, number, n, seat, action, throw, to_act, outcome } => {
            sqlx::query(&k.sql(
                "INSERT INTO decisions (room, number, n, seat, action, throw, made) VALUES (?, ?, ?, ?, ?, ?, ?)",
            ))
            .bind(room.clone())
            .bind(*number as i64)
            .bind(*n as i64)
            .bind(*seat as i64)
            .bind(action.clone())
            .bind(throw.clone())
            .bind(now())
            .execute(&mut *tx)
            .await?;
            sqlx::query(&k.sql(
                "UPDATE matches SET actions = ?, to_act = ?, over = ?, outcome = ?, updated = ? \
                 WHERE room = ? AND number = ?",
            ))
            .bind(*n as i64)
            .bind(to_act.map(|s| s as i64))
            .bind(outcome.is_some() as i64)
            .bind(outcome.clone())
            .bind(now())
            .bind(room.clone())
            .bind(*number as i64)
            .execute(&mut *tx)
            .await?;
        }
    }
    Ok(())
}

type Pending = (Write, oneshot::Sender<Result<(), String>>);

/// Commit what is waiting, a batch at a time. A write that fails (a decision number appended
/// twice, say, by another server holding the same room) is answered with its error and the rest
/// of its batch is committed without it.
async fn write_loop(
    mut conn: AnyConnection,
    kind: Kind,
    mut rx: mpsc::Receiver<Pending>,
    metrics: Arc<Metrics>,
) {
    let mut batch: Vec<Pending> = Vec::with_capacity(BATCH);
    while rx.recv_many(&mut batch, BATCH).await > 0 {
        let started = std::time::Instant::now();
        match commit(&mut conn, kind, &batch).await {
            Ok(results) => {
                metrics.committed(batch.len(), started.elapsed().as_micros() as u64);
                for ((_, reply), result) in batch.drain(..).zip(results) {
                    let _ = reply.send(result);
                }
            }
            Err(e) => {
                tracing::error!("a batch of {} writes failed: {e}", batch.len());
                for (_, reply) in batch.drain(..) {
                    let _ = reply.send(Err(format!("the database refused the write: {e}")));
                }
            }
        }
    }
}

/// One transaction for `batch`, and each write's result. Almost every batch has no failing
/// write, so it is first tried without a savepoint a write (two round trips more a write, which
/// PostgreSQL's commits waited on); if one fails, the batch is rolled back and done again with a
/// savepoint a write, so that the failing ones alone are left out.
async fn commit(
    conn: &mut AnyConnection,
    kind: Kind,
    batch: &[Pending],
) -> Result<Vec<Result<(), String>>, sqlx::Error> {
    let mut tx = conn.begin().await?;
    let mut all = true;
    for (w, _) in batch {
        if apply(&mut tx, kind, w).await.is_err() {
            all = false;
            break;
        }
    }
    if all {
        tx.commit().await?;
        return Ok(vec![Ok(()); batch.len()]);
    }
    tx.rollback().await?;
    let mut results = Vec::with_capacity(batch.len());
    let mut tx = conn.begin().await?;
    for (w, _) in batch {
        let mut sp = tx.begin().await?;
        match apply(&mut sp, kind, w).await {
            Ok(()) => {
                sp.commit().await?;
                results.push(Ok(()));
            }
            Err(e) => {
                sp.rollback().await?;
                results.push(Err(e.to_string()));
            }
        }
    }
    tx.commit().await?;
    Ok(results)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_numbered_for_postgres_and_a_path_is_a_sqlite_file() {
        assert_eq!(Kind::Postgres.sql("a = ? AND b = ?"), "a = $1 AND b = $2");
        assert_eq!(Kind::Sqlite.sql("a = ?"), "a = ?");
        assert_eq!(locate("x.db"), ("sqlite://x.db?mode=rwc".into(), Kind::Sqlite));
        assert_eq!(locate("postgres://u@h/d").1, Kind::Postgres);
    }
}
