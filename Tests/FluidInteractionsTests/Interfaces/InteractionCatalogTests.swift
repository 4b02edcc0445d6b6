import FluidInteractions
import Testing

@Suite("InteractionCatalog")
struct InteractionCatalogTests {
    @Test func catalogueNamesAreUnique() {
        #expect(Set(InteractionCatalog.names).count == InteractionCatalog.names.count)
    }
}
