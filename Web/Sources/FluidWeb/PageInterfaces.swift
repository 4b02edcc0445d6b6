#if canImport(FluidPageInterfaces)
import FluidPageInterfaces
#endif
import FluidInteractions

/// The interfaces the page offers: the catalogue's thirteen, and those of a
/// page of your own. `scripts/web --add DIR` compiles the Swift files of DIR
/// (your interfaces, on the library's kernel) as the module
/// `FluidPageInterfaces`, which declares
/// `public let addedInterfaces: [InteractionKind]`; the page then offers
/// them after the catalogue's, on its home screen, by URL and through
/// `window.fluid`, recording and replaying them as the thirteen.
/// (Examples/Interfaces is such a folder.)
enum PageInterfaces {
    static let all: [InteractionKind] = {
        #if canImport(FluidPageInterfaces)
        return InteractionCatalog.all + addedInterfaces
        #else
        return InteractionCatalog.all
        #endif
    }()
}
