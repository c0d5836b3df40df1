//! Small dense linear algebra for the fitting experiments.

/// The dot product of `x` and `w`.
pub fn dot<const N: usize>(x: &[f64; N], w: &[f64; N]) -> f64 {
    x.iter().zip(w).map(|(a, b)| a * b).sum()
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
pub fn solve<const N: usize>(mut a: [[f64; N]; N], mut b: [f64; N]) -> [f64; N] {
    for col in 0..N {
        let pivot = (col..N).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs())).unwrap();
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (top, below) = a.split_at_mut(col + 1);
        let pivot_row = &top[col];
        for (k, row) in below.iter_mut().enumerate() {
            let f = row[col] / pivot_row[col];
            for (v, p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *v -= f * p;
            }
            b[col + 1 + k] -= f * b[col];
        }
    }
    let mut x = [0.0f64; N];
    for r in (0..N).rev() {
        let s: f64 = (r + 1..N).map(|c| a[r][c] * x[c]).sum();
        x[r] = (b[r] - s) / a[r][r];
    }
    x
}
