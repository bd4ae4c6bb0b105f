// Written by apps/web/scripts/artwork/generate.mjs from its gallery list; edit there, not here.

/** One picture of the gallery: its asset name (under apps/web/assets/) and what it shows. */
export interface GalleryItem {
  image: string;
  alt: string;
}

/** The firm's work shown on /gallery, in display order. */
export const GALLERY: readonly GalleryItem[] = [
  { image: 'gallery/01', alt: 'Mixed-use tower block at dusk with lit windows' },
  { image: 'gallery/02', alt: 'Blueprint of a residence ground floor plan' },
  { image: 'gallery/03', alt: 'Brick and concrete frame under construction beside a tower crane' },
  { image: 'gallery/04', alt: 'Living room interior with sofa, rug and a large window' },
  { image: 'gallery/05', alt: 'Colour-coded residential layout plan with numbered plots and roads' },
  { image: 'gallery/06', alt: 'Isometric 3D view of an apartment block on a landscaped plot' },
  { image: 'gallery/07', alt: 'Reinforcement details of a column, a beam and a footing' },
  { image: 'gallery/08', alt: 'Modern two-storey bungalow with wood cladding, seen from the street' },
  { image: 'gallery/09', alt: 'Building cross-section drawing with footings, slabs and stairs' },
  { image: 'gallery/10', alt: 'Coloured front elevation drawing of a house' },
  { image: 'gallery/11', alt: 'Before and after views of a renovated building facade' },
  { image: 'gallery/12', alt: 'Building site in the evening with scaffolding and a crane' },
  { image: 'gallery/13', alt: 'Commercial complex with shops below and glazed offices above' },
  { image: 'gallery/14', alt: 'Office interior with a desk and two monitors' },
  { image: 'gallery/15', alt: 'Approved building permission drawings with stamps and a pen' },
  { image: 'gallery/16', alt: '3D view of an apartment block at dusk with garden lamps' },
  { image: 'gallery/17', alt: 'Dimensioned house floor plan with furniture layout' },
  { image: 'gallery/18', alt: 'Residential layout plan with houses built on the plots' },
  { image: 'gallery/19', alt: 'Apartment tower at dusk above a tree-lined street' },
  { image: 'gallery/20', alt: 'CAD workstation with a floor plan open on the monitor' },
  { image: 'gallery/21', alt: 'Contemporary bungalow with a compound wall and gate' },
  { image: 'gallery/22', alt: 'Drawing sheet with a plan, an elevation, a section and a 3D view' },
  { image: 'gallery/23', alt: 'Structural drawing of column, beam and footing reinforcement' },
  { image: 'gallery/24', alt: 'Furnished living room with a floor lamp and plants' },
  { image: 'gallery/25', alt: 'Commercial layout plan with shop and office plots' },
  { image: 'gallery/26', alt: 'Multi-storey frame under construction on a sunny day' },
  { image: 'gallery/27', alt: 'Line drawing of a building front elevation with levels' },
  { image: 'gallery/28', alt: 'Isometric model of a residential block with a rooftop cabin' },
  { image: 'gallery/29', alt: 'Blueprint, scale, helmet and laptop on an engineer\'s desk' },
  { image: 'gallery/30', alt: 'Cross-section of a framed building with footings' },
  { image: 'gallery/31', alt: 'Training class watching a lesson on site planning' },
  { image: 'gallery/32', alt: 'Blueprint of a first floor plan with room sizes' },
  { image: 'gallery/33', alt: 'Shopping and office complex named Trade Centre' },
  { image: 'gallery/34', alt: 'Bungalow elevation by day with trees and a parked car' },
  { image: 'gallery/35', alt: 'Glass tower and balcony wing lit up at dusk' },
  { image: 'gallery/36', alt: 'Monitor showing a 3D model of a building in CAD' },
  { image: 'gallery/37', alt: 'Old worn facade beside the same facade modernized' },
  { image: 'gallery/38', alt: 'Sheet with a front elevation and a section of a house' },
];
