//! The tables of each board in use, for the process's life: each layer read from the data
//! folder or solved (and written there) on a thread of its own, and published as soon as it is
//! ready so that no decision waits for it; a decision that needs the six-men layer before it is
//! ready reads or solves it on the spot.

use super::super::super::Config;
use super::frame::{self, Frame};
use super::layer::{Layer, splits};
use super::{Endgame, MOST_MEN, applies, cache, retro};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// What the tables depend on in a level.
type BoardKey = (Vec<Vec<u8>>, Vec<Vec<u8>>, bool, u8, usize);

fn key(config: &Config) -> BoardKey {
    (
        config.adjacent.clone(),
        config.mills.clone(),
        config.flying,
        config.fly_at,
        frame::most(config, MOST_MEN),
    )
}

struct Solved {
    key: BoardKey,
    frame: Arc<Frame>,
    layers: Vec<Arc<Layer>>,
    /// Whether a thread is solving them (the browser has none).
    #[cfg(not(target_arch = "wasm32"))]
    started: bool,
}

static BOARDS: Mutex<Vec<Solved>> = Mutex::new(Vec::new());
/// Held while a layer is read or solved, so that no layer is solved twice at once.
static SOLVING: Mutex<()> = Mutex::new(());
/// The folder the files go in: unset, the data folder's `morris-endings`; `Some(None)`, none.
static FOLDER: Mutex<Option<Option<PathBuf>>> = Mutex::new(None);

/// Keep the tables' files in `dir` from now on (`None`: keep none, solve each process).
pub fn keep_in(dir: Option<PathBuf>) {
    *FOLDER.lock().unwrap_or_else(|e| e.into_inner()) = Some(dir);
}

fn folder() -> Option<PathBuf> {
    let set = FOLDER.lock().unwrap_or_else(|e| e.into_inner()).clone();
    set.unwrap_or_else(|| crate::data_dir::data_dir().map(|d| d.join("morris-endings")))
}

/// The board's entry, made on first call; with it, its tables so far.
fn with_board<T>(config: &Config, f: impl FnOnce(&mut Solved) -> T) -> T {
    let key = key(config);
    let mut boards = BOARDS.lock().unwrap_or_else(|e| e.into_inner());
    let i = match boards.iter().position(|b| b.key == key) {
        Some(i) => i,
        None => {
            let frame = Arc::new(Frame::new(config, key.4));
            boards.push(Solved {
                key,
                frame,
                layers: vec![],
                #[cfg(not(target_arch = "wasm32"))]
                started: false,
            });
            boards.len() - 1
        }
    };
    f(&mut boards[i])
}

/// The tables of `config`'s board ready now, without waiting; `None` where they do not apply
/// or none is ready.
pub fn ready(config: &Config) -> Option<Arc<Endgame>> {
    if !applies(config) {
        return None;
    }
    with_board(config, |b| {
        (!b.layers.is_empty()).then(|| Arc::new(Endgame::of(b.frame.clone(), b.layers.clone())))
    })
}

/// The tables of `config`'s board: the ending with three men a side, solved now if it is not
/// yet (about a second), and whatever larger ones are ready; `None` where they do
/// not apply.
pub fn table(config: &Config) -> Option<Arc<Endgame>> {
    if !applies(config) {
        return None;
    }
    if let Some(t) = ready(config) {
        return Some(t);
    }
    layer(config, 6)?;
    ready(config)
}

/// Make sure the layer of `men` men (and those below it) of `config`'s board is published:
/// read from its file or solved. `None` when it cannot be solved.
fn layer(config: &Config, men: usize) -> Option<()> {
    let _solving = SOLVING.lock().unwrap_or_else(|e| e.into_inner());
    let (frame, below) = with_board(config, |b| (b.frame.clone(), b.layers.clone()));
    if below.iter().any(|l| l.men == men) {
        return Some(());
    }
    if men > 6 && below.last().is_none_or(|l| l.men != men - 1) {
        return None;
    }
    let values = obtain(folder().as_deref(), &frame, men, below.last().map(|l| &**l))?;
    let layer = Arc::new(Layer::new(&frame, men, values));
    with_board(config, |b| b.layers.push(layer));
    Some(())
}

/// A layer's values, from its file in `folder` when a good one is there, else solved and
/// written.
fn obtain(
    folder: Option<&Path>,
    frame: &Frame,
    men: usize,
    below: Option<&Layer>,
) -> Option<Vec<Vec<super::Plies>>> {
    let path = folder.map(|d| cache::path(d, frame, men));
    let sizes: Vec<usize> = splits(men, frame.most)
        .into_iter()
        .map(|(m, o)| frame.orbits(o).classes.len() * frame.bin.get(frame.n - o, m) as usize)
        .collect();
    if let Some(path) = &path {
        match cache::read(path, frame, men, &sizes) {
            Ok(Some(values)) => return Some(values),
            Ok(None) => {}
            Err(why) => {
                eprintln!("Morris endings: {} cannot be used ({why}); solving it again", path.display())
            }
        }
    }
    let values = retro::solve(frame, men, below)?;
    if let Some(path) = &path
        && let Err(e) = crate::files::write_atomic(path, &cache::encode(frame, men, &values))
    {
        eprintln!("Morris endings: cannot keep {}: {e}", path.display());
    }
    Some(values)
}

/// Start solving (or reading) every layer of `config`'s board on a thread of its own, once,
/// so that each is ready when a decision needs it instead of costing that decision the time.
/// The browser has no threads: there the first decision that needs the six-men layer solves
/// it, and the larger ones are not used.
pub fn prepare(config: &Config) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        if !applies(config) || with_board(config, |b| std::mem::replace(&mut b.started, true)) {
            return;
        }
        let config = config.clone();
        let most = key(&config).4;
        // If no thread can be had, the first decision that needs the six-men layer solves it.
        let _ = std::thread::Builder::new().name("morris-endings".into()).spawn(move || {
            for men in 6..=2 * most {
                if layer(&config, men).is_none() {
                    break;
                }
            }
        });
    }
    #[cfg(target_arch = "wasm32")]
    let _ = config;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_file_is_solved_again_and_replaced() {
        let mut c = Config::builtin("six").unwrap();
        c.flying = true;
        let frame = Frame::new(&c, 4);
        let dir = std::env::temp_dir().join(format!("parlour-endings-store-{}", std::process::id()));
        let six = Layer::new(&frame, 6, obtain(Some(&dir), &frame, 6, None).unwrap());
        assert!(cache::path(&dir, &frame, 6).exists());
        let path = cache::path(&dir, &frame, 7);
        let solved = obtain(Some(&dir), &frame, 7, Some(&six)).unwrap();
        let good = std::fs::read(&path).unwrap();
        assert_eq!(obtain(Some(&dir), &frame, 7, Some(&six)).unwrap(), solved, "read back");
        // One byte of the values changed: refused, solved again, and the file made good.
        let mut bad = good.clone();
        bad[100] ^= 1;
        std::fs::write(&path, &bad).unwrap();
        assert_eq!(obtain(Some(&dir), &frame, 7, Some(&six)).unwrap(), solved);
        assert_eq!(std::fs::read(&path).unwrap(), good);
        // Cut short, and not a table at all.
        for bad in [&good[..good.len() / 2], b"hello".as_slice()] {
            std::fs::write(&path, bad).unwrap();
            assert_eq!(obtain(Some(&dir), &frame, 7, Some(&six)).unwrap(), solved);
        }
        std::fs::remove_dir_all(dir).unwrap();
    }
}
