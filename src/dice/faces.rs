//! What is printed on a die's six faces: the pips 1 to 6, or 1-2-3 twice (Morfals). The mesh
//! maps each physical face to its label's cell of the pip atlas, and a throw turns the die so
//! that a face carrying the rules' value lands on top.

/// The labels of a die's faces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum DieFaces {
    /// 1 to 6, opposite faces adding up to 7.
    #[default]
    D6,
    /// 1, 2 and 3, each printed again on the opposite face.
    OneTwoThreeTwice,
}

impl DieFaces {
    /// The label printed on physical face `face` (1–6).
    pub fn label(self, face: u8) -> u8 {
        match self {
            DieFaces::D6 => face,
            // Opposite faces add up to 7 on the cube: 1|6, 2|5 and 3|4 carry 1, 2 and 3.
            DieFaces::OneTwoThreeTwice => face.min(7 - face),
        }
    }

    /// The physical face to show `value` on top, preferring `settled` (no turn) when it carries it.
    pub fn face_for(self, value: u8, settled: u8) -> u8 {
        if self.label(settled) == value {
            return settled;
        }
        (1..=6).find(|f| self.label(*f) == value).unwrap_or(1)
    }
}
