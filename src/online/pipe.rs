//! A WebSocket's two ends as a resource may hold them. On the desktop they are `Send` and sit
//! behind a lock. In the browser the socket is the page's own object, which never leaves the one
//! thread the page has: it stays in that thread's table, and the pipe holds its number.

use ewebsock::{WsEvent, WsMessage, WsReceiver, WsSender};

#[cfg(not(target_arch = "wasm32"))]
pub struct Pipe(std::sync::Mutex<(WsSender, WsReceiver)>);

#[cfg(not(target_arch = "wasm32"))]
impl Pipe {
    pub fn new(ends: (WsSender, WsReceiver)) -> Self {
        Self(std::sync::Mutex::new(ends))
    }

    pub fn send(&self, message: WsMessage) {
        if let Ok(mut ends) = self.0.lock() {
            ends.0.send(message);
        }
    }

    /// Everything that arrived since the last call.
    pub fn drain(&self) -> Vec<WsEvent> {
        match self.0.lock() {
            Ok(ends) => std::iter::from_fn(|| ends.1.try_recv()).collect(),
            Err(_) => vec![WsEvent::Error("the connection's lock broke".into())],
        }
    }
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    static PIPES: std::cell::RefCell<std::collections::HashMap<u64, (WsSender, WsReceiver)>> =
        Default::default();
}

#[cfg(target_arch = "wasm32")]
pub struct Pipe(u64);

#[cfg(target_arch = "wasm32")]
impl Pipe {
    pub fn new(ends: (WsSender, WsReceiver)) -> Self {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let id = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        PIPES.with_borrow_mut(|pipes| pipes.insert(id, ends));
        Self(id)
    }

    pub fn send(&self, message: WsMessage) {
        PIPES.with_borrow_mut(|pipes| {
            if let Some(ends) = pipes.get_mut(&self.0) {
                ends.0.send(message);
            }
        });
    }

    pub fn drain(&self) -> Vec<WsEvent> {
        PIPES.with_borrow(|pipes| match pipes.get(&self.0) {
            Some(ends) => std::iter::from_fn(|| ends.1.try_recv()).collect(),
            None => Vec::new(),
        })
    }
}

/// The socket closes as its sender goes.
#[cfg(target_arch = "wasm32")]
impl Drop for Pipe {
    fn drop(&mut self) {
        PIPES.with_borrow_mut(|pipes| pipes.remove(&self.0));
    }
}
