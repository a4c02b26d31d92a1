import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// Builds every view with sample data. The gallery plays a minimal owner: it reports each event in the status
/// line and does just enough for the views to come alive (selection previews, the crop outline, camera frames).
@MainActor
struct GalleryPages {
    let theme: Theme
    let cache = PhotoCache()
    let report: @MainActor (String) -> Void
    let redraw: @MainActor () -> Void
    let quit: @MainActor () -> Void
    let cards = GallerySamples.cards()

    static func make(
        theme: Theme, report: @escaping @MainActor (String) -> Void, redraw: @escaping @MainActor () -> Void,
        quit: @escaping @MainActor () -> Void
    ) -> [GalleryPage] {
        let pages = GalleryPages(theme: theme, report: report, redraw: redraw, quit: quit)
        let edit = pages.details(.edit)
        return [
            GalleryPage(pages.cardsView(cards: pages.cards)),
            GalleryPage(pages.cardsView(cards: [])),
            GalleryPage(pages.details(.normal)),
            GalleryPage(edit),
            GalleryPage(pages.details(.create)),
            GalleryPage(pages.cardPhoto()),
            GalleryPage(pages.library()),
            GalleryPage(pages.crop()),
            pages.camera(folder: BundledMedia.cameraFeed),
            pages.camera(folder: URL(fileURLWithPath: "/nonexistent/camera-feed")),
        ] + Barcode.samples.map { GalleryPage(pages.code($0.number, $0.barcode)) } + [
            GalleryPage(edit, modal: { pages.deleteQuestion() }),
            GalleryPage(edit, modal: { pages.photoSourceMenu() }),
        ]
    }

    private var sample: Card { cards.first ?? Card(identifier: "none", name: "No sample card") }

    func cardsView(cards: [Card]) -> CardsView {
        let view = CardsView(theme: theme, photoCache: cache)
        view.data = CardsDisplayData(tiles: cards.map(CardTile.init(card:)))
        view.onSelect = { report("onSelect(\($0))") }
        view.onOpen = { report("onOpen(\($0))") }
        view.onNew = { report("onNew") }
        view.onRefresh = { report("onRefresh") }
        view.onQuit = quit
        return view
    }

    func details(_ mode: CardDetailsMode) -> CardDetailsView {
        let view = CardDetailsView(theme: theme, photoCache: cache)
        let card = mode == .create ? Card.new() : sample
        view.data = CardDetailsDisplayData(card: card, mode: mode)
        view.onEdit = { report("onEdit") }
        view.onShowPhoto = { report("onShowPhoto(.\($0))") }
        view.onBack = { report("onBack") }
        view.onShowCode = { report("onShowCode") }
        view.onNameChange = { [weak view] name in
            view?.data.name = name
            report("onNameChange(\"\(name)\")")
        }
        view.onNumberChange = { [weak view] number in
            view?.data.number = number
            report("onNumberChange(\"\(number)\")")
        }
        view.onBarcodeChange = { [weak view] barcode in
            view?.data.barcode = barcode
            report("onBarcodeChange(\(barcode?.displayName ?? "Guess"))")
        }
        view.onChoosePhoto = { report("onChoosePhoto(.\($0))") }
        view.onSave = { report("onSave") }
        view.onDelete = { report("onDelete") }
        view.onCancel = { report("onCancel") }
        return view
    }

    /// The Code screen with one symbology's sample: `make check-scan` photographs these pages in a real terminal.
    func code(_ number: String, _ barcode: Barcode) -> CodeView {
        let view = CodeView(theme: theme)
        view.data = CodeDisplayData(name: barcode.displayName, number: number, barcode: barcode)
        view.onClose = { report("onClose") }
        return view
    }

    func cardPhoto() -> CardPhotoView {
        let view = CardPhotoView(theme: theme, photoCache: cache)
        view.data = CardPhotoDisplayData(photo: sample.front, caption: "\(sample.name) · Front")
        view.onClose = { report("onClose") }
        return view
    }

    func library() -> PhotoLibraryView {
        let view = PhotoLibraryView(theme: theme)
        let library = GallerySamples.library()
        var items: [PhotoLibraryItem] = []
        let preview: @MainActor (Int) -> Void = { [weak view, redraw] index in
            guard items.indices.contains(index) else {
                view?.data.preview = .unavailable(ImageError.corrupt(detail: "").message)
                return
            }
            let item = items[index]
            Task { @MainActor in
                do throws(ImageError) {
                    view?.data.preview = .image(try await library.image(of: item))
                } catch {
                    view?.data.preview = .unavailable(error.message)
                }
                redraw()
            }
        }
        Task { @MainActor [weak view] in
            items = (try? await library.items()) ?? []
            // The samples all decode: one made-up entry shows how a damaged file looks.
            let listed = items.map { ListItem($0.name, disabledReason: $0.problem?.message) }
            let damaged = ListItem("zz-example-damaged.png", disabledReason: ImageError.corrupt(detail: "").message)
            view?.data = PhotoLibraryDisplayData(folder: library.folder.path, items: listed + [damaged])
            preview(0)
        }
        view.onSelectionChange = { index in
            preview(index)
            report("onSelectionChange(\(index))")
        }
        view.onPick = { report("onPick(\($0))") }
        view.onClose = { report("onClose") }
        return view
    }

    func crop() -> CropView {
        let view = CropView(theme: theme)
        let files = GallerySamples.imageFiles(in: BundledMedia.samplePhotos)
        guard let file = files.first, let image = try? ImageDecoder.decode(ImageFile.read(file)) else { return view }
        var outline = CardOutline.centred(in: image.size, fill: 0.7)
        view.data = CropDisplayData(image: image, outline: outline.rect)
        view.onMove = { [weak view] dx, dy in
            outline = outline.moved(dx: dx, dy: dy, within: image.size)
            view?.data.outline = outline.rect
            report("onMove(\(dx), \(dy))")
        }
        view.onResize = { [weak view] step in
            outline = outline.resized(by: step, within: image.size)
            view?.data.outline = outline.rect
            report("onResize(\(step))")
        }
        view.onCrop = { report("onCrop — the card would be \(outline.rect.size)") }
        view.onCancel = { report("onCancel") }
        return view
    }

    func camera(folder: URL) -> GalleryPage {
        let view = CameraView(theme: theme)
        let camera = FolderCamera(folder: folder)
        view.onCapture = { report("onCapture") }
        view.onClose = { report("onClose") }
        // The page's frames play while it shows: hiding it cancels the task, which stops the camera.
        var playing: Task<Void, Never>?
        let start: @MainActor () -> Void = { [weak view, redraw] in
            playing?.cancel()
            do throws(CameraError) {
                let frames = try camera.frames()
                playing = Task { @MainActor in
                    for await frame in frames {
                        view?.data = CameraDisplayData(frame: frame, outline: CardOutline.centred(in: frame.size).rect)
                        redraw()
                    }
                }
            } catch {
                view?.data = CameraDisplayData(unavailableText: Messages.cameraUnavailable(error))
            }
        }
        return GalleryPage(view, onShow: start, onHide: { playing?.cancel() })
    }

    func deleteQuestion() -> ConfirmModal {
        ConfirmModal(question: "Delete card “\(sample.name)”?", theme: theme) { report("the answer \($0)") }
    }

    func photoSourceMenu() -> MenuModal {
        let menu = Menu(
            title: "Photo source",
            items: [Menu.Item(key: "c", label: "Camera"), Menu.Item(key: "l", label: "Library")],
            theme: theme)
        return MenuModal(menu: menu) { report("the choice \($0?.label ?? "none (Esc)")") }
    }
}
