"""Developer tools for the catalogues and the font subsets (Babel, fontTools)."""
