//! The page's address in the browser build: a link `…?room=K7M2QX` (and `&server=wss://…`)
//! opens the Online screen with the code filled in; a new room shows the link to give.

/// The room code and server a link carries, from its query (`?room=…&server=…`; older links
/// named the server `signal`).
pub fn from_query(query: &str) -> (Option<String>, Option<String>) {
    let mut room = None;
    let mut server = None;
    for pair in query.trim_start_matches('?').split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = percent_decoded(value);
        match key {
            "room" => room = super::code::read_code(&value),
            "server" | "signal" if value.starts_with("ws://") || value.starts_with("wss://") => {
                server = Some(value)
            }
            _ => {}
        }
    }
    (room, server)
}

/// `%3A` → `:`, `+` → space; a broken escape is kept as it is.
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => {
                match u8::from_str_radix(std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("zz"), 16) {
                    Ok(b) => {
                        out.push(b);
                        i += 3;
                        continue;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            b'+' => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The code and server of the page's own address (the browser build; none on the desktop).
pub fn given() -> (Option<String>, Option<String>) {
    #[cfg(target_arch = "wasm32")]
    {
        let search = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
        from_query(&search)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        (None, None)
    }
}

/// The link that opens room `code` in the browser build (none on the desktop).
pub fn link(code: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let location = web_sys::window()?.location();
        let (origin, path) = (location.origin().ok()?, location.pathname().ok()?);
        Some(format!("{origin}{path}?room={code}"))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = code;
        None
    }
}
