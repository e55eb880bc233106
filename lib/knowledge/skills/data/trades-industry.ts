/**
 * Trades, construction, manufacturing, engineering, logistics/supply chain, hospitality, agriculture,
 * energy, transport, security and public services. Names follow ESCO v1.2 and O*NET 28 tools and
 * technology. Format: see software.ts.
 */
export const TRADES_INDUSTRY = `
## trade|Construction and building trades|3
Carpentry|joinery|3
Framing|wood framing|2
Cabinet making|cabinetry|3
Finish carpentry|trim carpentry|3
Masonry|bricklaying|3
Concrete work|concrete finishing,concrete pouring|2
Formwork|shuttering|2
Plastering|drywall finishing|2
Drywall installation|drywall,plasterboard|2
Tiling|tile setting|2
Flooring installation|flooring|2
Roofing|roof installation|2
Painting and decorating|painting,decorating|1
Glazing|glass installation|2
Insulation installation|insulation|1
Scaffolding|scaffold erection|2
Demolition||2
Excavation|earthmoving|2
Surveying|land surveying|3
Blueprint reading|reading blueprints,technical drawings reading,reading technical drawings|2
Building codes|building regulations|3
Construction management|construction project management|4|5
Site management|site supervision|3
Construction estimating|quantity surveying,cost estimating|3
Construction safety|site safety|2
Building information modeling|BIM,building information modelling|3|Revit
Plumbing|plumbing installation|3
Pipefitting|pipe fitting|3
Gas fitting|gas installation|3
Steamfitting||3
Drainage systems||2
Electrical installation|electrical wiring,wiring|3
Electrical maintenance||3
Electrical troubleshooting|electrical fault finding|3
Industrial electrical systems||4
Low voltage systems|structured cabling,data cabling,Cabling|2
Electrical safety|lockout/tagout,LOTO|2
National Electrical Code|NEC,Electrical code|3
Solar panel installation|solar PV installation,photovoltaic installation,Solar installation|3
EV charger installation||2
HVAC|heating ventilation and air conditioning,HVAC systems|3
HVAC installation||3
HVAC maintenance||3
Refrigeration|refrigeration systems|3
Boiler maintenance||3
Welding|welder|3
MIG welding|GMAW,MIG|2
TIG welding|GTAW,TIG|3
Stick welding|SMAW,arc welding|2
Flux-cored welding|FCAW|2
Pipe welding||4
Brazing|soldering|2
Metal fabrication|fabrication|3
Sheet metal work|sheet metal|2
Steel erection|ironwork|3
Rigging|crane rigging|2
Crane operation|crane operator|3
Heavy equipment operation|plant operation,heavy machinery|2
Excavator operation||2
Forklift operation|forklift,forklift driving,forklift certified|1
Pallet jack operation|pallet truck|1
Power tools|hand and power tools|1
Hand tools||1
Locksmithing||2
Landscaping|landscape gardening|1
Gardening|Horticulture|1
Tree surgery|arboriculture|3
Pest control||2
Building maintenance|facilities maintenance,property maintenance|2
Janitorial services|cleaning,custodial work|1
Commercial cleaning||1
Handyman services|general repairs|1
Window cleaning||1
## trade|Automotive and mechanical|3
Automotive repair|auto repair,car repair|3
Vehicle diagnostics|automotive diagnostics,OBD-II|3
Engine repair||3
Brake repair||2
Auto body repair|collision repair,panel beating|3
Auto painting|spray painting|2
Diesel mechanics|diesel engine repair|3
Electric vehicle maintenance|EV maintenance|3
Tire service|tyre fitting|1
Motorcycle repair||2
Aircraft maintenance|aviation maintenance,A&P|4
Avionics||4
Marine mechanics|boat repair|3
Small engine repair||2
Hydraulics|hydraulic systems|3
Pneumatics|pneumatic systems|3
Mechanical maintenance|mechanical repair|3
Preventive maintenance|planned maintenance,PPM|2
Predictive maintenance|condition monitoring|3
Millwright work|millwright|3
Industrial maintenance||3
Machine repair||3
## trade|Manufacturing and production|2
Machine operation|machine operator,operating machinery|1
CNC machining|CNC,CNC operation|3
CNC programming|G-code|3
Lathe operation|turning|2
Milling|milling machine|2
Grinding|precision grinding|2
Injection molding|injection moulding|2
Extrusion||2
Product assembly|assembly line work,assembly work|1
Electronics assembly|PCB assembly|2
Soldering electronics|hand soldering|2
Packaging||1
Quality control|QC,quality inspection|2
Quality management|QMS,quality management systems|3
Statistical process control|SPC|3
Metrology|precision measurement|3
Calipers and micrometers|measuring instruments|1
Coordinate measuring machines|CMM|3
Lean manufacturing|Lean,lean production,Lean Management,Lean production system|3|3
Six Sigma|6 Sigma,DMAIC|3|4
Kaizen||2
5S|5S methodology|1
Total productive maintenance|TPM|3
Root cause analysis|RCA,5 whys,fishbone diagram|2
FMEA|failure mode and effects analysis|3
Production planning|production scheduling|3
Manufacturing engineering||4
Process engineering||4
Industrial engineering|time and motion study|4
Plant management||4
Shift supervision|shift leadership|2
Good manufacturing practice|GMP,cGMP|2
ISO 9001|ISO 9001 quality|2
ISO 14001||2
HACCP|hazard analysis critical control points|2
Food safety|food hygiene|1
Food production|food manufacturing|2
Food processing||2
Chemical processing||3
Pharmaceutical manufacturing||3
Cleanroom procedures|cleanroom|2
Textile production|garment manufacturing|2
Sewing|garment construction|2
Pattern making||3
Printing|print production|2
Woodworking||2
Glassblowing||3
Jewelry making|jewellery making|3
PLC programming|PLC,programmable logic controllers|4|5
SCADA||4
Industrial automation|automation systems|4
Robotics|industrial robotics|4
Instrumentation|instrumentation and control|4
Control systems|process control|4
Mechatronics||4
## trade|Engineering disciplines|4
Mechanical engineering||4
Electrical engineering||4
Electronics engineering|electronic engineering|4
Civil engineering||4
Structural engineering|structural analysis|5
Geotechnical engineering||5
Chemical engineering||5
Environmental engineering||4
Aerospace engineering||5
Automotive engineering||4
Biomedical engineering||5
Materials science|materials engineering|4
Petroleum engineering||5
Mining engineering||4
Nuclear engineering||5
Marine engineering||4
Systems engineering||4
Reliability engineering||4
Thermodynamics||4
Fluid mechanics|fluid dynamics|4
Heat transfer||4
Finite element analysis|FEA|4
Computational fluid dynamics|CFD|5
Circuit design|electronic circuit design|4
PCB design|printed circuit board design|3
Analog design|analog circuit design|5
Digital signal processing|DSP|5
FPGA|FPGA design|5|VHDL;Verilog
RF engineering|radio frequency engineering|5
Power systems|power engineering|4
Renewable energy|renewables|3
Wind energy|wind turbine maintenance|3
Battery technology|battery systems|4
Energy management|energy efficiency|3
Water treatment|wastewater treatment|3
Geographic information systems|GIS,ArcGIS,QGIS|3
Geospatial analysis||3
Remote sensing||4
Hydrology||4
Geology||4
Environmental impact assessment|EIA|3
Environmental compliance||3
AutoCAD|Autodesk AutoCAD,Auto CAD|2|CAD
Computer-aided design|CAD|2
Computer-aided manufacturing|CAM,CAD/CAM|3
SolidWorks||3
CATIA||3
Siemens NX|Unigraphics,NX CAD|3
Creo|PTC Creo,Pro/ENGINEER|3
Autodesk Inventor|Inventor|3
Autodesk Revit|Revit|3
Fusion 360|Autodesk Fusion 360|2
ANSYS||4
Abaqus||4
COMSOL|COMSOL Multiphysics|4
LabVIEW||3
Simulink||3|MATLAB
Technical drawing|drafting|2
GD&T|geometric dimensioning and tolerancing|3
3D printing|additive manufacturing|2
Prototyping|rapid prototyping|2
Product design engineering|product development|4
Design for manufacturing|DFM|4
Tooling design|jig and fixture design|3
## business|Logistics and supply chain|2
Supply chain management|SCM|3|4
Logistics|logistics management|2
Warehouse management|warehousing|2
Warehouse management systems|WMS|2
Inventory management|inventory control,stock control|2
Stock taking|cycle counting,stocktaking|1
Order picking|picking and packing,pick and pack|1
Order fulfillment|fulfilment|1
Shipping and receiving|goods receiving|1
Loading and unloading||1
Palletizing||1
Dispatching|dispatch|2
Route planning|route optimization|2
Fleet management||3
Transportation management|TMS|3
Freight forwarding||3
Customs clearance|customs brokerage,customs compliance|3
Import/export|international trade|3
Incoterms||2
Demand planning|demand forecasting planning|3
Supply planning|S&OP,sales and operations planning|3
Materials requirements planning|MRP|3
Distribution management||3
Last-mile delivery||1
Cold chain logistics|cold chain|2
Reverse logistics|returns management|2
Procurement logistics||2
Supplier quality||3
Category management||3
Truck driving|commercial driving,lorry driving,HGV driving|2
Delivery driving|courier|1
Defensive driving||1
Bus driving|coach driving|2
Taxi driving|ride-hailing|1
Aircraft piloting|commercial pilot|5
Air traffic control||5
Ship navigation|Navigation|4
Railway operations|train driving|3
Dangerous goods handling|hazmat,HAZMAT|2
Load securing||1
Tachograph compliance|hours of service|1
## trade|Hospitality, food and tourism|2
Cooking|food preparation|2
Culinary arts|professional cooking|3
Knife skills||1
Baking|bread baking|2
Pastry|patisserie|3
Menu planning|menu development,Meal planning|3
Kitchen management||3
Line cooking|line cook|2
Grilling|grill cooking|1
Food presentation|plating|2
Butchery|meat cutting|2
Barista skills|coffee making,espresso,Coffee preparation|1
Bartending|mixology,cocktail making|2
Wine knowledge|sommelier,wine service|3
Food service|food and beverage service,F&B service|1
Table service|waiting tables,waitressing,waiting|1
Fine dining service||2
Banquet service|banqueting|1
Catering|event catering|2
Restaurant management||3
Hotel management|hospitality management|3
Front office operations|hotel front desk|1
Guest relations|guest services|1
Concierge services|concierge|2
Housekeeping|room attendant|1
Laundry operations||1
Reservations management|booking systems,Reservation systems|1
Revenue management|yield management|3
Opera PMS|Oracle Opera,property management systems|1
Tour guiding|tour guide|2
Travel planning|travel agency,itinerary planning|2
Event coordination|wedding planning|2
Cruise operations||2
Spa therapy|beauty therapy|2
Hairdressing|hair cutting,hairstyling|3
Barbering||2
Makeup artistry|makeup|2
Nail technology|manicure|1
Cosmetology||2
Fitness instruction|personal training,personal trainer|2
Yoga instruction||2
Coaching sports|sports coaching|2
Lifeguarding|lifeguard|1
## trade|Agriculture, environment and public service|2
Farming||2
Crop production|crop management|2
Livestock management|animal husbandry|2
Dairy farming||2
Tractor operation||1
Irrigation|irrigation systems|2
Agronomy||4
Soil science||4
Precision agriculture||3
Forestry||3
Fishing|commercial fishing|2
Aquaculture|fish farming|3
Floristry|flower arranging|2
Veterinary nursing|vet nursing|3
Dog grooming|pet grooming|1
Security guarding|security officer,manned guarding|1
CCTV monitoring|CCTV|1
Access control||1
Loss prevention||2
Patrolling|security patrols|1
Crowd control||1
Law enforcement||3
Firefighting|fire suppression|3
Fire safety|fire risk assessment|2
Emergency management|emergency planning|3
Search and rescue||3
Military service||3
Corrections|correctional services|2
Public administration|civil service|3
Urban planning|town planning|4
Social policy||3
Community development|community outreach|2
Fundraising events||2
Religious ministry|pastoral ministry|3
`;
