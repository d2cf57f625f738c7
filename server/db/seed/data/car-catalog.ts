// Vehicle types, their brands and models, as offered when a customer adds a car.
type Named = readonly [en: string, ar: string]

export interface CarTypeDef {
  slug: string
  en: string
  ar: string
  brands: { name: Named; models: Named[] }[]
}

export const carCatalog: CarTypeDef[] = [
  {
    slug: 'passenger',
    en: 'Passenger',
    ar: 'سيارات الركاب',
    brands: [
      {
        name: ['Toyota', 'تويوتا'],
        models: [
          ['Camry', 'كامري'],
          ['Corolla', 'كورولا'],
          ['Land Cruiser', 'لاند كروزر'],
          ['Prado', 'برادو'],
          ['RAV4', 'راف فور'],
          ['Yaris', 'يارس'],
          ['Fortuner', 'فورتشنر'],
          ['FJ Cruiser', 'إف جي كروزر'],
        ],
      },
      {
        name: ['Nissan', 'نيسان'],
        models: [
          ['Patrol', 'باترول'],
          ['Sunny', 'صني'],
          ['Altima', 'ألتيما'],
          ['X-Trail', 'إكس تريل'],
          ['Pathfinder', 'باثفايندر'],
          ['Kicks', 'كيكس'],
        ],
      },
      {
        name: ['Hyundai', 'هيونداي'],
        models: [
          ['Elantra', 'إلنترا'],
          ['Tucson', 'توسان'],
          ['Accent', 'أكسنت'],
          ['Sonata', 'سوناتا'],
          ['Santa Fe', 'سانتافي'],
          ['Creta', 'كريتا'],
        ],
      },
      {
        name: ['Kia', 'كيا'],
        models: [
          ['Sportage', 'سبورتاج'],
          ['Cerato', 'سيراتو'],
          ['Sorento', 'سورينتو'],
          ['Picanto', 'بيكانتو'],
          ['K5', 'كي 5'],
        ],
      },
      {
        name: ['Mitsubishi', 'ميتسوبيشي'],
        models: [
          ['Pajero', 'باجيرو'],
          ['Lancer', 'لانسر'],
          ['Outlander', 'أوتلاندر'],
          ['ASX', 'إيه إس إكس'],
          ['Attrage', 'أتراج'],
        ],
      },
      {
        name: ['Honda', 'هوندا'],
        models: [
          ['Civic', 'سيفيك'],
          ['Accord', 'أكورد'],
          ['CR-V', 'سي آر في'],
          ['Pilot', 'بايلوت'],
          ['City', 'سيتي'],
        ],
      },
      {
        name: ['Ford', 'فورد'],
        models: [
          ['Explorer', 'إكسبلورر'],
          ['Edge', 'إيدج'],
          ['Expedition', 'إكسبيديشن'],
          ['Mustang', 'موستانج'],
          ['Territory', 'تيريتوري'],
        ],
      },
      {
        name: ['Chevrolet', 'شيفروليه'],
        models: [
          ['Tahoe', 'تاهو'],
          ['Malibu', 'ماليبو'],
          ['Captiva', 'كابتيفا'],
          ['Groove', 'جروف'],
        ],
      },
      {
        name: ['Lexus', 'لكزس'],
        models: [
          ['LX', 'إل إكس'],
          ['ES', 'إي إس'],
          ['RX', 'آر إكس'],
          ['GX', 'جي إكس'],
          ['IS', 'آي إس'],
        ],
      },
      {
        name: ['Mazda', 'مازدا'],
        models: [
          ['CX-5', 'سي إكس 5'],
          ['Mazda 6', 'مازدا 6'],
          ['CX-9', 'سي إكس 9'],
          ['Mazda 3', 'مازدا 3'],
        ],
      },
      {
        name: ['GMC', 'جي إم سي'],
        models: [
          ['Yukon', 'يوكون'],
          ['Acadia', 'أكاديا'],
          ['Terrain', 'تيرين'],
        ],
      },
    ],
  },
  {
    slug: 'commercial',
    en: 'Commercial',
    ar: 'المركبات التجارية',
    brands: [
      {
        name: ['Toyota', 'تويوتا'],
        models: [
          ['Hilux', 'هايلكس'],
          ['Hiace', 'هايس'],
          ['Land Cruiser 70 Pickup', 'لاند كروزر 70 بيك أب'],
          ['Coaster', 'كوستر'],
        ],
      },
      {
        name: ['Isuzu', 'إيسوزو'],
        models: [
          ['D-Max', 'دي ماكس'],
          ['NPR', 'إن بي آر'],
          ['NQR', 'إن كيو آر'],
        ],
      },
      {
        name: ['Mitsubishi', 'ميتسوبيشي'],
        models: [
          ['L200', 'إل 200'],
          ['Canter', 'كانتر'],
        ],
      },
      {
        name: ['Nissan', 'نيسان'],
        models: [
          ['Navara', 'نافارا'],
          ['Urvan', 'أورفان'],
        ],
      },
      {
        name: ['Hyundai', 'هيونداي'],
        models: [
          ['H-1', 'إتش 1'],
          ['HD65', 'إتش دي 65'],
        ],
      },
      {
        name: ['Ford', 'فورد'],
        models: [
          ['Ranger', 'رينجر'],
          ['Transit', 'ترانزيت'],
        ],
      },
      {
        name: ['Mercedes-Benz', 'مرسيدس بنز'],
        models: [
          ['Sprinter', 'سبرينتر'],
          ['Actros', 'أكتروس'],
        ],
      },
    ],
  },
  {
    slug: 'motorcycle',
    en: 'Motorcycle',
    ar: 'الدراجات النارية',
    brands: [
      {
        name: ['Yamaha', 'ياماها'],
        models: [
          ['YZF-R1', 'واي زد إف آر 1'],
          ['MT-07', 'إم تي 07'],
          ['Ténéré 700', 'تينيري 700'],
          ['NMAX', 'إن ماكس'],
        ],
      },
      {
        name: ['Honda', 'هوندا'],
        models: [
          ['CBR600RR', 'سي بي آر 600'],
          ['Africa Twin', 'أفريكا توين'],
          ['CB500X', 'سي بي 500 إكس'],
          ['PCX', 'بي سي إكس'],
        ],
      },
      {
        name: ['Suzuki', 'سوزوكي'],
        models: [
          ['GSX-R750', 'جي إس إكس آر 750'],
          ['Hayabusa', 'هايابوسا'],
          ['V-Strom 650', 'في ستروم 650'],
        ],
      },
      {
        name: ['Kawasaki', 'كاواساكي'],
        models: [
          ['Ninja 650', 'نينجا 650'],
          ['Z900', 'زد 900'],
          ['Versys 650', 'فيرسيس 650'],
        ],
      },
      {
        name: ['Harley-Davidson', 'هارلي ديفيدسون'],
        models: [
          ['Street Glide', 'ستريت جلايد'],
          ['Fat Boy', 'فات بوي'],
          ['Sportster S', 'سبورتستر إس'],
        ],
      },
      {
        name: ['BMW Motorrad', 'بي إم دبليو موتوراد'],
        models: [
          ['R 1250 GS', 'آر 1250 جي إس'],
          ['S 1000 RR', 'إس 1000 آر آر'],
        ],
      },
    ],
  },
]
