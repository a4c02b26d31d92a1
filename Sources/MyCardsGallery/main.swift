import MyCardsUI

// Every view of MyCardsUI with sample data, one per page: `]` next, `[` previous, Ctrl-C quits.
// Top-level code runs on the main actor (Swift 6), so no assumption is needed to start it.
GalleryApp.start()
