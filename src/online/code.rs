//! Room codes, as the rules crate reads and shows them (the server makes them).

pub use parlour_rules::online::code::{LEN, read_code, show_code};
