//! The panic hook during a run: on a fuzzing thread it stores the message (with where it was
//! raised) instead of printing it; elsewhere it hands over to the hook it replaced, so that
//! other tests running at the same time still print their panics.

use std::cell::{Cell, RefCell};
use std::panic::{self, PanicHookInfo};
use std::sync::{Arc, Mutex};

type Hook = Arc<dyn Fn(&PanicHookInfo<'_>) + Send + Sync + 'static>;

thread_local! {
    static FUZZING: Cell<bool> = const { Cell::new(false) };
    static MESSAGE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Runs at once, the hook they replaced: the first run installs, the last restores.
static INSTALLED: Mutex<(usize, Option<Hook>)> = Mutex::new((0, None));

/// While alive, panics on fuzzing threads are silent.
pub struct Silenced;

impl Silenced {
    pub fn install() -> Silenced {
        let mut installed = INSTALLED.lock().unwrap_or_else(|e| e.into_inner());
        if installed.0 == 0 {
            let previous: Hook = Arc::from(panic::take_hook());
            installed.1 = Some(previous.clone());
            panic::set_hook(Box::new(move |info| {
                if FUZZING.with(Cell::get) {
                    MESSAGE.with(|m| *m.borrow_mut() = Some(describe(info)));
                } else {
                    previous(info);
                }
            }));
        }
        installed.0 += 1;
        Silenced
    }
}

impl Drop for Silenced {
    fn drop(&mut self) {
        let mut installed = INSTALLED.lock().unwrap_or_else(|e| e.into_inner());
        installed.0 -= 1;
        if installed.0 == 0
            && let Some(previous) = installed.1.take()
        {
            panic::set_hook(Box::new(move |info| previous(info)));
        }
    }
}

/// Runs `f` with this thread's panics silenced; returns its result and the message of the
/// panic it raised, if any.
pub fn catching<T>(f: impl FnOnce() -> T) -> (T, String) {
    FUZZING.with(|on| on.set(true));
    let result = f();
    FUZZING.with(|on| on.set(false));
    let message = MESSAGE.with(|m| m.borrow_mut().take()).unwrap_or_default();
    (result, message)
}

fn describe(info: &PanicHookInfo<'_>) -> String {
    let payload = info.payload();
    let text = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(a panic without a message)");
    match info.location() {
        Some(at) => format!("{text} at {}:{}", at.file(), at.line()),
        None => text.to_owned(),
    }
}
