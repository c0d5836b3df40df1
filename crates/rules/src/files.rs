//! Writing files safely: what the engine's `save` and the app's store share.

use std::io::Write;
use std::path::Path;

/// Write a file so that a crash halfway leaves the old one intact: write a sibling temporary
/// file, flush it to disk, then rename it over the target. Missing parent folders are created.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension(format!("{}.tmp", path.extension().and_then(|e| e.to_str()).unwrap_or("")));
    let written = std::fs::File::create(&tmp)
        .and_then(|mut f| f.write_all(bytes).and_then(|()| f.sync_all()))
        .and_then(|()| std::fs::rename(&tmp, path));
    // A write that failed (disk full, folder read-only) leaves the old file as it was and no
    // half-written temporary beside it.
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_the_file() {
        let dir = std::env::temp_dir().join(format!("parlour-atomic-{}", std::process::id()));
        let path = dir.join("save.json");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "no temporary file left behind");
        std::fs::remove_dir_all(dir).unwrap();
    }

    /// A full disk (the temporary file is the kernel's `/dev/full`, which refuses every write
    /// with "no space left on device"): the write fails and the old file is intact.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_full_disk_leaves_the_old_file() {
        let dir = std::env::temp_dir().join(format!("parlour-full-{}", std::process::id()));
        let path = dir.join("save.json");
        write_atomic(&path, b"one").unwrap();
        std::os::unix::fs::symlink("/dev/full", dir.join("save.json.tmp")).unwrap();
        let e = write_atomic(&path, b"two").unwrap_err();
        assert_eq!(e.raw_os_error(), Some(28), "ENOSPC: {e}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "one");
        assert!(!dir.join("save.json.tmp").exists(), "the temporary is removed");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
