import MyCardsUI

// Every view of MyCardsUI with sample data, one per page: `]` next, `[` previous, Ctrl-C quits.
MainActor.assumeIsolated { GalleryApp.start() }
