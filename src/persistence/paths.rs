//! Where the game keeps its files: the platform's config folder, or `PARLOUR_DATA_DIR` when set
//! (tests and portable installs use that). The rules crate knows the rule (its solved Morris
//! endings sit beside the settings and saves); the browser has no folder.

pub use parlour_rules::data_dir::data_dir;
